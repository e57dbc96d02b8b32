import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { countryGroups, defaultCountry, type CountryGroups } from "~/domain/registration/countries.server";
import { callFor, furthestStage, nextDraft, nextState, readPosted, STAGES, stateFrom, withDraft, type Outcome, type RegistrationState, type Stage } from "~/domain/registration/stages";
import type { RequestContext } from "~/load-context";
import { getSession, saveSession } from "~/session/auth.server";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { registrationApi } from "~/upstream/registration.server";

type Args = (LoaderFunctionArgs | GuardedArgs) & { context: RequestContext };

/** What a stage's page shows: the registration's state at that stage and the countries to choose from. */
export type StagePage = { state: RegistrationState; countries: CountryGroups };

/** The stage named in the address (/register/user …); any other name is a page not found. */
export function stageOf(name: string | undefined): Stage {
  if (!(STAGES as readonly string[]).includes(name ?? "")) throw data({ message: "No such registration stage" }, { status: 404 });
  return name as Stage;
}

async function api(request: Request, context: RequestContext) {
  return registrationApi(await upstreamClient(request, context, { locale: await getLocale(request, context) }));
}

/** The visitor's registration under way (its id is in the session), or none once it is gone upstream. */
async function savedRegistration(request: Request, context: RequestContext) {
  const id = (await getSession(request, context)).get("registration");
  if (!id) return null;
  return (await api(request, context)).get(id).catch((error) => {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  });
}

/** A stage's page: what was saved, at that stage; a stage not reached yet sends the visitor to the one to do first. */
export async function registrationPage({ request, context }: Args, stage: Stage) {
  const session = await getSession(request, context);
  let registration = await savedRegistration(request, context);
  // Back at the start after submitting: a new registration begins.
  if (stage === "confirm" && registration?.submitted) {
    session.unset("registration");
    session.unset("registrationStarted");
    session.unset("registrationDraft");
    await saveSession(session, context);
    registration = null;
  }
  // Submitted: its stages are done and cannot be saved again (the browser's Back leads here); the received page says what follows.
  if (registration?.submitted && stage !== "submit") throw redirect("/register/submit");
  // Opened by its address before "Before you start" was read: that stage comes first.
  const started = Boolean(registration) || session.get("registrationStarted") === true;
  if (!started && stage !== "confirm") throw redirect("/register/confirm");
  const state = withDraft(stateFrom(registration, stage, defaultCountry(request.headers.get("Accept-Language")), started), session.get("registrationDraft"));
  const furthest = furthestStage(state);
  if (!state.sentTo && STAGES.indexOf(stage) > STAGES.indexOf(furthest)) throw redirect(`/register/${furthest}`);
  return { state, countries: countryGroups(await getLocale(request, context)) };
}

/** One post of a stage: the stage's upstream call (if any), the reducer once, then the next stage's page. */
export async function registrationStep({ request, context }: Args) {
  const session = await getSession(request, context);
  const posted = readPosted(await request.formData(), defaultCountry(request.headers.get("Accept-Language")));
  if (posted.intent === "reset") {
    session.unset("registration");
    session.unset("registrationStarted");
    session.unset("registrationDraft");
    await saveSession(session, context);
    return redirect("/register/confirm");
  }
  // The registration is the session's, not whatever id a form carries.
  posted.state.registrationId = session.get("registration") ?? null;
  const planned = callFor(posted);
  let outcome: Outcome = { kind: "none" };
  if (planned) {
    const registrations = await api(request, context);
    try {
      if (planned.call === "start") outcome = { kind: "saved", registrationId: (await registrations.start(planned.body)).id };
      else if (planned.call === "saveUser") outcome = { kind: "saved", registrationId: (await registrations.saveUser(planned.id, planned.body)).id };
      else if (planned.call === "saveCompany") outcome = { kind: "saved", registrationId: (await registrations.saveCompany(planned.id, planned.body)).id };
      else outcome = { kind: "submitted", email: (await registrations.submit(planned.id)).email };
    } catch (error) {
      if (!(error instanceof UpstreamError) || ![400, 404].includes(error.status)) {
        // Nothing was saved: the stage comes back as it was sent, to be sent again once the service answers.
        const countries = countryGroups(await getLocale(request, context));
        const stage: Stage = planned.call === "saveCompany" ? "company" : planned.call === "submit" ? "submit" : "user";
        return upstreamFailureAnswer(error, (message): StagePage => ({ state: { ...posted.state, stage, errors: { "": [message] } }, countries }));
      }
      const errors = Object.keys(error.fieldErrors).length ? error.fieldErrors : { non_field_errors: [error.detail] };
      outcome = { kind: "refused", errors };
    }
  }
  const next = nextState(posted, outcome);
  const draft = session.get("registrationDraft");
  const drafted = nextDraft(draft, posted, outcome.kind === "saved");
  const draftChanged = JSON.stringify(drafted) !== JSON.stringify(draft ?? {});
  if (next.registrationId || (next.confirmed.confirm && !session.get("registrationStarted")) || draftChanged) {
    if (next.registrationId) session.set("registration", next.registrationId);
    if (next.confirmed.confirm) session.set("registrationStarted", true);
    if (draftChanged) session.set("registrationDraft", drafted);
    await saveSession(session, context);
  }
  if (!Object.keys(next.errors).length) return redirect(`/register/${next.stage}`);
  return { state: next, countries: countryGroups(await getLocale(request, context)) };
}
