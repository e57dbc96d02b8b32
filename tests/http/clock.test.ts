import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

describe("the app and its sandbox share one clock", () => {
  test("AUTH-02 moving the sandbox's clock past the token's lifetime ends the session in the app too", async () => {
    const browser = new NoJsBrowser();
    await browser.login("provider@example.com");
    expect(new URL((await browser.get("/home")).url).pathname).toBe("/home");
    // Past the token's hour and the refresh window's day: the token can be neither used nor refreshed.
    await sandbox().advanceClock(25 * 3600);
    const after = await browser.get("/home");
    expect(new URL(after.url).pathname).toBe("/login");
    // A reset puts the clock back where the process started: signing in works again.
    await sandbox().reset();
    await browser.login("provider@example.com");
    expect(new URL((await browser.get("/home")).url).pathname).toBe("/home");
  });
});
