import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { uploadAttachment } from "~/upstream/applications.server";
import { milestonesApi, submitEvidence } from "~/upstream/contracts.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";

const ACCESS = "manage:flexprovider:milestones" as const;
const PAGE = "/manage/flexprovider/milestones";

/** MGMT-03: the milestones of the provider's contracts, soonest first. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }) => ({ milestones: await milestonesApi(await userClient(request, context, auth)).fetchAll() }));

export type EvidenceReply = { milestone: number; error: string; note: string };

/** Evidence for a milestone: the file through the file pipeline, then its key and a note on the milestone. */
export const action = (args: ActionFunctionArgs) =>
  withAccess(ACCESS, args, async ({ request, context, auth }): Promise<EvidenceReply | ReturnType<typeof data<EvidenceReply>> | Response> => {
    const form = await request.formData();
    if (form.get("intent") !== "evidence") throw data({ message: "Unknown intent" }, { status: 400 });
    const milestone = Number(form.get("milestone")) || 0;
    const note = String(form.get("note") ?? "");
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0 || !file.name) return { milestone, note, error: "markets:milestones.noFile" };
    if (note.trim().length > 500) return { milestone, note, error: "markets:errors.messageTooLong" };
    const orgId = auth.claims?.role?.id;
    if (orgId == null) return { milestone, note, error: "upload:errors.noOrganisation" };
    const client = await userClient(request, context, auth);
    try {
      const record = await uploadAttachment(client, "milestone-evidence", file, file.name, orgId);
      await submitEvidence(client, milestone, record.key, note.trim());
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ milestone, note, error: message }));
      return { milestone, note, error: Object.values(error.fieldErrors)[0]?.[0] ?? error.detail };
    }
    const t = getFixedT(await getLocale(request, context), "markets");
    await flash(request, context, { title: t("milestones.done.title"), message: t("milestones.done.message"), tone: "success" });
    return redirect(PAGE);
  });
