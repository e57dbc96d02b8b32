import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { changedAnswers } from "~/domain/applications/changes";
import { outcomeStatus } from "~/domain/applications/status";
import type { Definitions } from "~/domain/applications/types";
import { memoise } from "~/load-context";
import { userClient } from "~/session/api.server";
import { withAccess, type GuardedArgs } from "~/session/guard.server";
import { getDpsRecord, operatorApplications } from "~/upstream/applications.server";

export const REVIEW_ACCESS = "manage:systemoperator:id:applications" as const;

export function reviewedId(params: LoaderFunctionArgs["params"]): number {
  const id = Number(params.applicationId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data({ message: "This page could not be found" }, { status: 404 });
  return id;
}

export const reviewBase = (params: LoaderFunctionArgs["params"]) => `/manage/systemoperator/${params.id}/applications/${reviewedId(params)}`;

/** The application under review with its definition, and what changed since the provider's previous submission. */
export function reviewContext(args: GuardedArgs) {
  const id = reviewedId(args.params);
  return memoise(args.context, `review:${id}`, async () => {
    const client = await userClient(args.request, args.context, args.auth);
    const api = operatorApplications(client);
    const application = await api.get(id);
    const [record, previous] = await Promise.all([getDpsRecord(client, application.dps_record), application.previous ? api.get(application.previous) : Promise.resolve(null)]);
    return { client, api, application, record, previous };
  });
}

/** APP-07: sections as question/answer pairs with their files; changed answers marked; decide when pending. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess(REVIEW_ACCESS, args, async (guarded) => {
    const { application, record, previous } = await reviewContext(guarded);
    const status = outcomeStatus(application.outcome);
    return {
      base: reviewBase(guarded.params),
      list: `/manage/systemoperator/${guarded.params.id}/applications`,
      application: {
        id: application.id,
        provider: application.flex_provider_name,
        system: application.dps_record_name,
        created: application.created,
        submittedBy: application.submitted_by ?? "",
        outcome: application.outcome ?? null,
        latest: application.is_latest,
        requests: application.information_requests,
        sections: application.sections,
        files: Object.fromEntries(application.attachments.map((attachment) => [attachment.key, attachment.filename])),
      },
      status,
      decidable: status === "pending" && application.is_latest,
      definitions: record.definitions as Definitions,
      changed: [...changedAnswers(application.sections, previous?.sections)],
      previous: previous ? { created: previous.created, outcome: previous.outcome ?? null } : null,
    };
  });
