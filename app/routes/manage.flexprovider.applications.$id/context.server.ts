import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { applicationFormValues, prefillValues } from "~/domain/applications/prefill";
import { applicationState, canEdit, latestSubmission } from "~/domain/applications/status";
import { stepFlags } from "~/domain/applications/steps";
import type { Definitions } from "~/domain/applications/types";
import { memoise } from "~/load-context";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { companyInfo, getDpsRecord, providerApplications, systemOperatorName } from "~/upstream/applications.server";
import { UpstreamError } from "~/upstream/errors";

export const ACCESS = "manage:flexprovider:applications:id" as const;

export function applicationId(params: LoaderFunctionArgs["params"]): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "This page could not be found" }, { status: 404 });
  return id;
}

/**
 * Everything an application's pages need, loaded once per request however many of its
 * routes ask (the layout and the step share it): the draft, its purchasing system and
 * definition, the latest submission, the prefill sources and the operator's name.
 */
export function applicationContext(args: GuardedArgs) {
  const id = applicationId(args.params);
  return memoise(args.context, `application:${id}`, async () => {
    const client = await userClient(args.request, args.context, args.auth);
    const api = providerApplications(client);
    const orgId = args.auth.claims?.role?.id;
    const [draft, latest, company] = await Promise.all([
      api.get(id),
      // Each purchasing system's latest submission, newest first: a question one leaves out (or asks under another key) another may answer.
      api.list({ is_submitted: true, is_latest: true, expand: "sections,outcome" }),
      orgId == null ? Promise.resolve(null) : companyInfo(client, orgId).catch((error) => (error instanceof UpstreamError && error.status === 404 ? null : Promise.reject(error))),
    ]);
    if (draft.is_submitted) throw data({ message: "This page could not be found" }, { status: 404 });
    const record = await getDpsRecord(client, draft.dps_record);
    const [operatorName, submissions] = await Promise.all([
      systemOperatorName(client, record.system_operator),
      api.list({ dps_record: draft.dps_record, is_submitted: true, is_latest: true }),
    ]);
    const definitions = record.definitions as Definitions;
    const submission = latestSubmission(submissions, draft.flex_provider, draft.dps_record) ?? null;
    const state = applicationState(submissions, draft.flex_provider, draft.dps_record);
    const requests = state === "submitted" ? submission?.information_requests ?? [] : [];
    // Carry over only from other applications: this system's own earlier answers are already in the draft.
    const earlier = latest.filter((application) => application.dps_record !== draft.dps_record).flatMap((application) => application.sections);
    const prefill = prefillValues(definitions, company, earlier);
    return {
      client,
      api,
      draft,
      record,
      definitions,
      operatorName,
      submission,
      state,
      requests,
      editable: canEdit(state, requests.length),
      prefill,
      values: applicationFormValues(definitions, draft.sections, prefill),
      steps: stepFlags(definitions, draft.sections),
    };
  });
}

export type ApplicationContext = Awaited<ReturnType<typeof applicationContext>>;
