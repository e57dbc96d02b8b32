import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const consentOf = async (browser: NoJsBrowser) => {
  const cookie = await browser.cookie("p-cookie-consent");
  return cookie ? { value: JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString()), maxAge: cookie.maxAge } : undefined;
};

describe("cookie consent without JavaScript", () => {
  test("CONSENT-01 the banner shows until a choice is saved; accept saves all on for 365 days and returns to the page", async () => {
    const browser = new NoJsBrowser();
    const page = await browser.get("/legal/basic-terms");
    expect(text(page.html)).toContain("Cookies on Flexmarket");
    const back = await browser.post("/consent", { intent: "accept", redirectTo: "/legal/basic-terms" });
    expect(new URL(back.url).pathname).toBe("/legal/basic-terms");
    expect(text(back.html)).not.toContain("Cookies on Flexmarket");
    expect(await consentOf(browser)).toEqual({ value: { essential: true, statistics: true, marketing: true }, maxAge: 365 * 24 * 60 * 60 });
  });

  test("CONSENT-01 reject saves statistics and marketing off", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/");
    await browser.post("/consent", { intent: "reject", redirectTo: "/" });
    expect((await consentOf(browser))?.value).toEqual({ essential: true, statistics: false, marketing: false });
  });

  test("CONSENT-01 customise opens the options; saving keeps what was chosen", async () => {
    const browser = new NoJsBrowser();
    const closed = await browser.get("/");
    expect(closed.html).toContain('href="/?cookies=customise"');
    expect(closed.html).not.toContain('name="statistics"');
    const open = await browser.get("/?cookies=customise");
    expect(open.html).toContain('name="statistics"');
    await browser.post("/consent", { intent: "save", statistics: "true", marketing: "false", redirectTo: "/" });
    expect((await consentOf(browser))?.value).toEqual({ essential: true, statistics: true, marketing: false });
  });

  test("CONSENT-01 a redirect target elsewhere is ignored", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/");
    const answer = await browser.post("/consent", { intent: "accept", redirectTo: "https://evil.example/" }, { follow: false });
    expect(answer.headers.get("location")).toBe("/");
  });
});
