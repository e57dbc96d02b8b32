import { describe, expect, test } from "vitest";
import { flash, takeFlash } from "~/session/flash.server";
import { createTestContext } from "../../support/context";

/** The session cookie a response set, as the browser would send it back. */
function cookieFrom(setCookies: string[]): string {
  const cookie = setCookies.filter((value) => value.startsWith("__flexmarket_session=")).at(-1)!;
  return cookie.split(";")[0];
}

const request = (cookie: string, headers: Record<string, string> = {}) => new Request("http://app.test/home", { headers: { Cookie: cookie, ...headers } });

describe("flashed notifications", () => {
  test("UI-06 a prefetch of another page's data leaves the notification for the page the user goes to", async () => {
    const set = createTestContext();
    await flash(new Request("http://app.test/logout", { method: "POST" }), set, { title: "Signed out", message: "You have signed out of Flexmarket." });
    const cookie = cookieFrom(set.setCookies);

    expect(await takeFlash(request(cookie, { "Sec-Purpose": "prefetch" }), createTestContext())).toBeUndefined();
    const shown = createTestContext();
    expect(await takeFlash(request(cookie), shown)).toEqual({ title: "Signed out", message: "You have signed out of Flexmarket." });
    // Shown once: the cookie the page answers with no longer carries it.
    expect(await takeFlash(request(cookieFrom(shown.setCookies)), createTestContext())).toBeUndefined();
  });
});
