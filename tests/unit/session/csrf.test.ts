import { describe, expect, test } from "vitest";
import { loadRootData } from "~/root-data.server";
import { createTestContext } from "../../support/context";
import { args, get } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const csrfCookies = (context: ReturnType<typeof createTestContext>) => context.setCookies.filter((cookie) => cookie.startsWith("__flexmarket_csrf="));

describe("anti-forgery cookie", () => {
  test("AUTH-01 a page opened without the anti-forgery cookie sets one whose token the page's forms carry", async () => {
    const context = createTestContext();
    const data = await loadRootData(args(get("/login"), {}, createTestContext()));
    const again = await loadRootData(args(get("/login"), {}, context));
    expect(data.csrfToken).toBeTruthy();
    expect(again.csrfToken).not.toBe(data.csrfToken);
    expect(csrfCookies(context)).toHaveLength(1);
  });

  test("AUTH-01 AUTH-07 a prefetch without the cookie sets none, so it cannot replace the cookie of the page opened meanwhile", async () => {
    const context = createTestContext();
    const data = await loadRootData(args(get("/dashboard", undefined, { "Sec-Purpose": "prefetch" }), {}, context));
    expect(data.csrfToken).toBeTruthy();
    expect(csrfCookies(context)).toEqual([]);
  });
});
