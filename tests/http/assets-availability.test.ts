import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const BASE = "/manage/flexprovider/availability";

/** A complete period a week from the sandbox's today, for the asset given. */
async function period(asset: string) {
  const start = (await sandbox().today()).plus({ days: 7 });
  return { asset, from_date: start.toISODate()!, from_time: "09:00", to_date: start.plus({ days: 1 }).toISODate()!, to_time: "17:00", reason: "Transformer works" };
}

describe("declaring unavailability without JavaScript", () => {
  test("MGMT-02 a period that began before now (an outage reported late) can be declared, and the confirm step says what that does; a future one says nothing of it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const asset = /<option value="(a\d+)">/.exec((await browser.get(`${BASE}/change`)).html)![1];
    const late = "This period starts before now. Declaring it late takes its hours out of the availability payments of the settlement events they fall in.";
    const yesterday = (await sandbox().today()).minus({ days: 1 });
    const typed = { asset, from_date: yesterday.minus({ days: 2 }).toISODate()!, from_time: "09:00", to_date: yesterday.toISODate()!, to_time: "17:00", reason: "Inverter fault" };
    const confirm = await browser.post(`${BASE}/change`, typed);
    expect(new URL(confirm.url).pathname).toBe(`${BASE}/confirm`);
    expect(text(confirm.html)).toContain(late);
    const listed = await browser.post(`${BASE}/confirm`, Object.fromEntries(new URL(confirm.url).searchParams));
    expect(text(listed.html)).toContain("The unavailability has been declared.");
    expect(text(listed.html)).toContain("Inverter fault");
    const ahead = await browser.post(`${BASE}/change`, await period(asset));
    expect(new URL(ahead.url).pathname).toBe(`${BASE}/confirm`);
    expect(text(ahead.html)).not.toContain(late);
  });

  test("MGMT-02 a confirm address naming an asset that is not the provider's goes back to the details step, with the message beside the asset and the rest as typed", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const typed = await period("zzz");
    const page = await browser.get(`${BASE}/confirm?${new URLSearchParams(typed)}`);
    expect(new URL(page.url).pathname).toBe(`${BASE}/change`);
    expect(page.html).toMatch(/<select id="unavailability-asset" name="asset" aria-invalid="true" aria-describedby="unavailability-asset-error">/);
    expect(text(page.html)).toContain("Error: Choose one of your assets from the list.");
    for (const value of [typed.from_date, typed.to_date, "17:00", "Transformer works"]) expect(page.html).toContain(`value="${value}"`);
    // Nothing asks to be declared with an asset that is not there.
    expect(text(page.html)).not.toContain("Check the unavailability");

    // Posted to the confirm step, the same goes back, and nothing is declared.
    const rows = (html: string) => html.match(/<tr\b/g)?.length ?? 0;
    const before = rows((await browser.get(BASE)).html);
    await browser.get(`${BASE}/change`);
    const posted = await browser.post(`${BASE}/confirm`, { ...typed, asset: "a99999" });
    expect(new URL(posted.url).pathname).toBe(`${BASE}/change`);
    expect(text(posted.html)).toContain("Choose one of your assets from the list.");
    expect(rows((await browser.get(BASE)).html)).toBe(before);

    // Once one of the provider's assets is chosen, the confirm step shows it.
    const asset = /<option value="(a\d+)">/.exec(posted.html)![1];
    const confirm = await browser.post(`${BASE}/change`, { ...typed, asset });
    expect(new URL(confirm.url).pathname).toBe(`${BASE}/confirm`);
    expect(text(confirm.html)).toContain("Check the unavailability");
  });

  test("MGMT-02 changing a period not among the provider's is not found, and a change keeps its period's own asset whatever the address says", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    expect((await browser.get(`${BASE}/confirm?${new URLSearchParams({ id: "999999", ...(await period("a4")) })}`)).status).toBe(404);

    // A period of the provider's, declared first.
    await browser.get(`${BASE}/change`);
    const declared = await browser.post(`${BASE}/change`, await period("a4"));
    const listed = await browser.post(`${BASE}/confirm`, Object.fromEntries(new URL(declared.url).searchParams));
    const id = /availability\/change\?id=(\d+)/.exec(listed.html)![1];
    const tampered = await browser.get(`${BASE}/confirm?${new URLSearchParams({ id, ...(await period("zzz")) })}`);
    expect(tampered.status).toBe(200);
    expect(tampered.html).not.toContain('value="zzz"');
    expect(text(tampered.html)).toMatch(/Asset \S.* \(\S+\) From/);
    expect(text(tampered.html)).not.toMatch(/Asset zzz/);
  });
});
