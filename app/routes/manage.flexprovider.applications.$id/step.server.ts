import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { nowIso } from "~/clock.server";
import { countryOptions } from "~/components/applications/countries.server";
import { applicationError } from "~/components/applications/messages";
import { fieldIndex, sectionFields } from "~/domain/applications/conditions";
import { initialStepValues } from "~/domain/applications/prefill";
import { afterSave, isStepIntent, marksForValidation, type StepIntent } from "~/domain/applications/step-flow";
import { applicationPath, isFinalStep, neighbours, stepFlagsShown, stepSegment, type StepFlags } from "~/domain/applications/steps";
import type { FieldErrors, FormValues, SectionDefinition } from "~/domain/applications/types";
import { stepErrors } from "~/domain/applications/validate";
import { postedValues } from "~/domain/applications/values";
import { getFixedT } from "~/i18n/i18n.server";
import { flash } from "~/session/flash.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { ACCESS, applicationContext, type ApplicationContext } from "./context.server";
import { saveStep, uploadFiles } from "./save.server";

const MARKET_ACCESS = "/manage/flexprovider/market-access";

function sectionOf(ctx: ApplicationContext, name: string): SectionDefinition {
  const section = ctx.definitions.sections.find((candidate) => candidate.name === name);
  if (!section) throw data({ message: "This page could not be found" }, { status: 404 });
  return section;
}

const ERROR_NAMESPACES = ["applications", "validation", "upload", "common", "markets"] as const;

/** Messages in the user's language, worked out here so the page needs no message tables. */
async function translator(args: GuardedArgs) {
  const t = getFixedT(await getLocale(args.request, args.context), [...ERROR_NAMESPACES]);
  return {
    errors: (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.map((message) => applicationError(t, message))])),
    messages: (messages: string[]) => messages.map((message) => applicationError(t, message)),
  };
}

const attachmentHref = (id: number, key: string) => `${applicationPath(id, "attachment")}?${new URLSearchParams({ key })}`;

/** What a step's page shows: its questions, values, errors once marked, neighbours and, on the last step, the summary. */
async function stepModel(args: GuardedArgs, ctx: ApplicationContext, section: SectionDefinition) {
  const saved = ctx.draft.sections.find((candidate) => candidate.number === section.number);
  const values = initialStepValues(section, saved, ctx.prefill);
  const marked = saved?.submitted === true;
  const { previous, next, index, count } = neighbours(ctx.definitions, section.name);
  const keys = new Set(sectionFields(section).map((field) => field.key));
  const locale = await getLocale(args.request, args.context);
  const final = isFinalStep(ctx.definitions, section.name);
  return {
    applicationId: ctx.draft.id,
    recordName: ctx.record.name,
    operatorName: ctx.operatorName,
    section,
    values,
    others: { ...ctx.values, ...values },
    errors: (await translator(args)).errors(stepErrors(section, { ...ctx.values, ...values }, fieldIndex(ctx.definitions), marked)),
    marked,
    editable: ctx.editable,
    state: ctx.state,
    lastSaved: saved?.updated ?? null,
    previous: previous
      ? {
          name: previous.name,
          segment: stepSegment(previous.name),
          title: previous.title,
        }
      : null,
    next: next ? { name: next.name, segment: stepSegment(next.name), title: next.title } : null,
    position: { index, count },
    final,
    files: Object.fromEntries(
      ctx.draft.attachments
        .filter((attachment) => Object.values(values).includes(attachment.key))
        .map((attachment) => [
          attachment.key,
          {
            filename: attachment.filename,
            href: attachmentHref(ctx.draft.id, attachment.key),
          },
        ]),
    ),
    countries: sectionFields(section).some((field) => field.kind === "country") ? countryOptions(locale) : null,
    requests: ctx.requests.filter((request) => keys.has(request.key)),
    helpTexts: ctx.record.help_texts,
    steps: ctx.steps,
    submission: ctx.submission
      ? {
          id: ctx.submission.id,
          created: ctx.submission.created,
          outcome: ctx.submission.outcome ?? null,
        }
      : null,
  };
}

export type StepModel = Awaited<ReturnType<typeof stepModel>>;

export const stepLoader = (name: string, args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async (guarded) => {
    const ctx = await applicationContext(guarded);
    return stepModel(guarded, ctx, sectionOf(ctx, name));
  });

/** What a post that stays on the step answers: the values as posted and their errors (nothing typed is lost). */
export type StepReply = {
  values: FormValues;
  errors: FieldErrors;
  marked: boolean;
  formErrors: string[];
  savedAt: string | null;
  /** The steps summary as this answer leaves them (the page's loader may have read the application before the save). */
  steps?: StepFlags[];
};
export type AutosaveReply = {
  autosave: true;
  savedAt: string | null;
  errors: FieldErrors;
  formErrors: string[];
};

async function submitApplication(guarded: GuardedArgs, ctx: ApplicationContext, section: SectionDefinition, posted: FormValues): Promise<StepReply | Response> {
  const t = getFixedT(await getLocale(guarded.request, guarded.context), "applications");
  try {
    await ctx.api.submit(ctx.draft.id);
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
    const refused = error.fieldErrors;
    // Every step with a refused answer is marked for validation, so it shows its errors when opened.
    const current = await ctx.api.get(ctx.draft.id, "sections");
    const withErrors = new Set(ctx.definitions.sections.filter((candidate) => sectionFields(candidate).some((field) => refused[field.key])).map((candidate) => candidate.number));
    if (withErrors.size)
      await ctx.api.saveDraft(
        ctx.draft.id,
        current.sections.map((saved) => (withErrors.has(saved.number) ? { ...saved, submitted: true } : saved)),
      );
    const own = Object.fromEntries(Object.entries(refused).filter(([key]) => sectionFields(section).some((field) => field.key === key)));
    const sections = current.sections.map((saved) => (withErrors.has(saved.number) ? { ...saved, submitted: true } : saved));
    return {
      values: posted,
      errors: own,
      marked: true,
      formErrors: [Object.keys(refused).length ? "applications:submit.incomplete" : error.detail],
      savedAt: null,
      steps: stepFlagsShown(ctx.definitions, sections, section.name, own),
    };
  }
  await flash(guarded.request, guarded.context, {
    title: t("submit.done.title"),
    message: t("submit.done.message", { operator: ctx.operatorName }),
    tone: "success",
  });
  return redirect(applicationPath(ctx.draft.id, stepSegment(section.name)));
}

export const stepAction = (name: string, args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async (guarded) => {
    const answer = await stepAnswer(name, guarded);
    if (answer instanceof Response) return answer;
    const tr = await translator(guarded);
    const translated = <Reply extends StepReply | AutosaveReply>(reply: Reply): Reply => ({
      ...reply,
      errors: tr.errors(reply.errors),
      formErrors: tr.messages(reply.formErrors),
    });
    // An upstream failure's answer carries its own status around the reply.
    return "init" in answer ? data(translated(answer.data), answer.init ?? undefined) : translated(answer);
  });

async function stepAnswer(name: string, guarded: GuardedArgs): Promise<StepReply | AutosaveReply | Response | ReturnType<typeof data<StepReply | AutosaveReply>>> {
  const ctx = await applicationContext(guarded);
  const section = sectionOf(ctx, name);
  const form = await guarded.request.formData();
  const intent = form.get("intent");
  if (!isStepIntent(intent)) throw data({ message: "Unknown intent" }, { status: 400 });
  const savedRecord = ctx.draft.sections.find((candidate) => candidate.number === section.number);
  const saved = initialStepValues(section, savedRecord, ctx.prefill);
  const posted = postedValues(section, form, saved);
  if (!ctx.editable) {
    const locked = ["applications:errors.locked"];
    return intent === "autosave"
      ? { autosave: true, savedAt: null, errors: {}, formErrors: locked }
      : {
          values: posted,
          errors: {},
          marked: false,
          formErrors: locked,
          savedAt: null,
        };
  }
  try {
    return await saveAndMove(guarded, ctx, section, form, intent, posted, saved);
  } catch (error) {
    // What was typed comes back with the failure above it, to be sent again.
    return upstreamFailureAnswer(error, (message): StepReply | AutosaveReply =>
      intent === "autosave" ? { autosave: true, savedAt: null, errors: {}, formErrors: [message] } : { values: posted, errors: {}, marked: false, formErrors: [message], savedAt: null },
    );
  }
}

/** Saves the step (and its files), then stays with its errors or moves on as the button pressed asks. */
async function saveAndMove(
  guarded: GuardedArgs,
  ctx: ApplicationContext,
  section: SectionDefinition,
  form: FormData,
  intent: StepIntent,
  posted: FormValues,
  saved: FormValues,
): Promise<StepReply | AutosaveReply | Response> {
  const uploadProblems = intent === "autosave" ? {} : await uploadFiles(ctx, section, form, posted, guarded.auth.claims?.role?.id ?? undefined);
  const marks = marksForValidation(intent);
  const result = await saveStep(ctx, section, posted, saved, marks ? true : undefined, uploadProblems);
  const savedAt = result.saved ? result.saved.sections.find((candidate) => candidate.number === section.number)?.updated ?? nowIso() : null;
  if (result.formErrors.length) {
    return intent === "autosave"
      ? {
          autosave: true,
          savedAt,
          errors: result.problems,
          formErrors: result.formErrors,
        }
      : {
          values: posted,
          errors: result.problems,
          marked: marks,
          formErrors: result.formErrors,
          savedAt,
          steps: stepFlagsShown(ctx.definitions, result.saved?.sections ?? ctx.draft.sections, section.name, result.problems),
        };
  }
  const outcome = afterSave({
    section,
    intent,
    values: { ...ctx.values, ...posted },
    byKey: fieldIndex(ctx.definitions),
    problems: result.problems,
  });
  const { previous, next } = neighbours(ctx.definitions, section.name);
  switch (outcome.kind) {
    case "autosaved":
      return {
        autosave: true,
        savedAt,
        errors: outcome.errors,
        formErrors: [],
      };
    case "stay":
      return {
        values: posted,
        errors: outcome.errors,
        marked: outcome.marked,
        formErrors: [],
        savedAt,
        steps: stepFlagsShown(ctx.definitions, result.saved?.sections ?? ctx.draft.sections, section.name, outcome.errors),
      };
    case "go": {
      if (outcome.to === "submit") return submitApplication(guarded, ctx, section, posted);
      if (outcome.to === "later") {
        const t = getFixedT(await getLocale(guarded.request, guarded.context), "applications");
        await flash(guarded.request, guarded.context, {
          title: t("later.title"),
          message: t("later.message"),
          tone: "success",
        });
        return redirect(MARKET_ACCESS);
      }
      const target = outcome.to === "previous" ? previous : next;
      return redirect(applicationPath(ctx.draft.id, stepSegment((target ?? section).name)));
    }
  }
}
