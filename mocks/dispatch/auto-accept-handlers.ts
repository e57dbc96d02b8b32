/** A provider's auto-accept rules: list, add, switch off. The contract is mocks/docs/dispatch.md. */
import { HttpResponse, http } from "msw";
import { z } from "zod";
import { nowIso } from "~/clock.server";
import { paths, recordPath } from "~/upstream/paths";
import { api } from "../api";
import { fieldErrors, notFound, readJson, zodFieldErrors } from "../drf";
import { isResponse } from "../session";
import { nextId, store } from "../store";
import { answeringProvider } from "./callers";
import { assetById } from "./wire";

const optionalId = z.preprocess((value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value), z.number({ invalid_type_error: "A valid integer is required." }).int("A valid integer is required.").nullable());

const ruleInput = z.object({
  competition: optionalId,
  flex_asset: optionalId,
  min_utilisation_price: z.preprocess(
    (value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value),
    z
      .number({ invalid_type_error: "A valid number is required." })
      .min(0, "Ensure this value is greater than or equal to 0.")
      .lt(1e10, "Ensure that there are no more than 10 digits before the decimal point.")
      .nullable(),
  ),
  require_available: z.boolean({ invalid_type_error: "Must be a valid boolean." }).default(true),
});

const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

export const autoAcceptHandlers = [
  http.get(api(paths.autoAcceptRules), async ({ request }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json(store.dispatch.autoAcceptRules.filter((rule) => rule.organisation_id === caller.orgId && rule.is_active));
  }),

  http.post(api(paths.autoAcceptRules), async ({ request }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    const parsed = ruleInput.safeParse((await readJson(request)) ?? {});
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const input = parsed.data;
    const errors: Record<string, string[]> = {};
    if (input.competition !== null && !store.market.competitions.some((competition) => competition.id === input.competition)) errors.competition = [invalidPk(input.competition)];
    if (input.flex_asset !== null && assetById(input.flex_asset)?.organisation_id !== caller.orgId) errors.flex_asset = [invalidPk(input.flex_asset)];
    if (Object.keys(errors).length) return fieldErrors(errors);
    const rule = { id: nextId("autoAcceptRules", store.dispatch.autoAcceptRules), organisation_id: caller.orgId, ...input, is_active: true, created: nowIso(), created_by: caller.user.id };
    store.dispatch.autoAcceptRules.push(rule);
    return HttpResponse.json(rule, { status: 201 });
  }),

  /** Switching a rule off keeps it, so the answers it gave still name it. */
  http.delete(api(recordPath(paths.autoAcceptRules, ":id")), async ({ request, params }) => {
    const caller = await answeringProvider(request);
    if (isResponse(caller)) return caller;
    const rule = store.dispatch.autoAcceptRules.find((candidate) => String(candidate.id) === params.id && candidate.organisation_id === caller.orgId && candidate.is_active);
    if (!rule) return notFound();
    rule.is_active = false;
    return new HttpResponse(null, { status: 204 });
  }),
];
