import { describe, expect, test } from "vitest";
import * as splat from "~/routes/$";
import { ACCESS_RULES } from "~/session/access";
import { args, get, jarWithToken, sandboxToken, settle, statusOf } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const PROVIDER_MANAGEMENT = [
  "/manage/flexprovider/applications/7/contracting",
  "/manage/flexprovider/availability/change",
  "/manage/flexprovider/bids/submit",
  "/manage/flexprovider/contracts",
  "/manage/flexprovider/market-access",
  "/manage/flexprovider/subscriptions/3",
  "/manage/flexprovider/qualification/overview",
];

describe("management routes are guarded before their pages exist", () => {
  test.each(PROVIDER_MANAGEMENT)("ROUTE-02 ROLE-02 %s asks a visitor to sign in and is not found for an operator", async (path) => {
    const visitor = await settle(() => splat.loader(args(get(path))));
    expect(visitor.response?.headers.get("Location")).toBe(`/login?next=${encodeURIComponent(path)}`);
    const operator = await jarWithToken(await sandboxToken("operator@example.com"));
    const asOperator = await settle(() => splat.loader(args(get(path, operator))));
    expect(statusOf(asOperator.thrown)).toBe(404);
  });

  test("ROUTE-02 manage/systemoperator/{id}/competitions is for the operator of that organisation only", async () => {
    expect(ACCESS_RULES["manage:systemoperator:id:competitions"].path).toBe("/manage/systemoperator/:id/competitions");
    const provider = await jarWithToken(await sandboxToken("provider@example.com"));
    const asProvider = await settle(() => splat.loader(args(get("/manage/systemoperator/201/competitions", provider))));
    expect(statusOf(asProvider.thrown)).toBe(404);
    const visitor = await settle(() => splat.loader(args(get("/manage/systemoperator/201/competitions"))));
    expect(visitor.response?.headers.get("Location")).toBe("/login?next=%2Fmanage%2Fsystemoperator%2F201%2Fcompetitions");
  });
});
