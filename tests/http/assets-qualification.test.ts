import { beforeEach, describe, expect, inject, test } from "vitest";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const OVERVIEW = "/manage/flexprovider/qualification/overview";
const here = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const competitionsOf = (overview: Page) => [...overview.html.matchAll(/name="competition" value="(\d+)"/g)].map((match) => match[1]);

/** The choose-assets step's rows on every page, each with its key, status cell and why cell as a reader gets them. */
async function chooseRows(browser: NoJsBrowser, competition: string) {
  const url = `/manage/flexprovider/qualification/assets?competition=${competition}`;
  const pages = Number(/Page 1 of (\d+)/.exec(text((await browser.get(url)).html))?.[1] ?? 1);
  const rows: { key: string; offered: string; status: string; why: string }[] = [];
  for (let page = 1; page <= pages; page++)
    for (const [html, offered] of (await browser.get(`${url}&page=${page}`)).html.matchAll(/<tr[^>]*data-offered="(\w+)"[\s\S]*?<\/tr>/g)) {
      const cells = html.split("<td").slice(1);
      rows.push({ key: /id="asset-([ap]\d+)"/.exec(html)![1], offered, status: text(`<td${cells[1]}`).trim(), why: text(`<td${cells[2]}`).trim() });
    }
  return rows;
}

/** What the sandbox's Flex API answers the provider for the competitions in qualification. */
async function upstreamOverview(): Promise<{ id: number; name: string; qualification_closed: string }[]> {
  const api = `${inject("sandboxUrl")}/api`;
  const signIn = await fetch(`${api}/auth/jwt/create/`, { method: "POST", body: JSON.stringify({ email: "provider@example.com", password: "flexdemo" }), headers: { "Content-Type": "application/json" } });
  const { token } = await signIn.json();
  return (await fetch(`${api}/qualification/overview/`, { headers: { Authorization: `Bearer ${token}` } })).json();
}

describe("qualification without JavaScript", () => {
  test("QUAL-02 an asset the operator qualified over the rules is not said not to qualify: its reasons are the rules it does not meet, in English and Italian", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const found: { competition: string; key: string }[] = [];
    // The competitions where the overview counts an asset of the provider as qualified.
    const overview = await browser.get(OVERVIEW);
    const withQualified = [...overview.html.matchAll(/<tr>(?:(?!<\/tr>)[\s\S])*?<\/tr>/g)]
      .map(([row]) => ({ cells: [...row.matchAll(/<td>(\d+)<\/td>/g)].map((match) => Number(match[1])), competition: /name="competition" value="(\d+)"/.exec(row)?.[1] }))
      .filter((row) => row.competition && row.cells[0] > 0)
      .map((row) => row.competition!);
    for (const competition of withQualified) {
      if (found.length) break;
      for (const row of await chooseRows(browser, competition)) {
        if (row.status.startsWith("Ineligible") || row.status.startsWith("Disqualified")) expect(row.why).toMatch(/^This asset does not qualify for this competition for the following reasons: /);
        if (!row.status.startsWith("Qualified")) continue;
        expect(row.why).not.toContain("does not qualify");
        if (row.why !== "Meets every rule.") {
          expect(row.why).toMatch(/^The operator has qualified this asset for this competition, although it does not meet these rules: \S/);
          found.push({ competition, key: row.key });
        }
      }
    }
    expect(found.length, "a qualified asset with reasons of the rules").toBeGreaterThan(0);

    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const italian = (await chooseRows(browser, found[0].competition)).find((row) => row.key === found[0].key)!;
    expect(italian.status).toMatch(/^Qualificata/);
    expect(italian.why).toMatch(/^L'operatore ha qualificato questa risorsa per questa gara, anche se non rispetta queste regole: \S/);
    expect(italian.why).not.toContain("non si qualifica");
  });

  test("QUAL-01 a confirm or add-data address naming an asset that cannot be put forward goes back to choosing assets, which says so beside the list; no Put forward is offered for it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    // A competition where some of the provider's assets can be put forward and some cannot.
    let competition = "";
    let rows: Awaited<ReturnType<typeof chooseRows>> = [];
    for (const candidate of competitionsOf(await browser.get(OVERVIEW))) {
      rows = await chooseRows(browser, candidate);
      competition = candidate;
      if (rows.some((row) => row.offered === "yes") && rows.some((row) => row.offered !== "yes")) break;
    }
    const offered = rows.find((row) => row.offered === "yes")!.key;
    // One that never existed, and one of the provider's that is not offered (already put forward, or failing the rules).
    const refusedKeys = ["a99999", rows.find((row) => row.offered !== "yes")!.key];
    for (const step of ["confirm", "add-data"])
      for (const refused of refusedKeys) {
        const page = await browser.get(`/manage/flexprovider/qualification/${step}?competition=${competition}&asset=${refused}`);
        expect(new URL(page.url).pathname, `${step} ${refused}`).toBe("/manage/flexprovider/qualification/assets");
        const shown = text(page.html);
        expect(shown).toContain("Error: One of the chosen assets can no longer be put forward.");
        expect(shown).not.toMatch(/Put \d+ assets? forward for/);
        expect(page.html).toMatch(/<fieldset aria-describedby="asset-error">/);
        // Left out of the step, so posting it again does not bring the same refusal back.
        expect(page.html).not.toContain(`name="asset" value="${refused}"`);
      }
    // Beside an asset that can be put forward, only the one that cannot is dropped.
    const mixed = await browser.get(`/manage/flexprovider/qualification/confirm?competition=${competition}&asset=${offered}&asset=a99999`);
    expect(here(mixed.url)).toBe(`/manage/flexprovider/qualification/assets?competition=${competition}&asset=${offered}&asset=a99999`);
    expect(mixed.html).toMatch(new RegExp(`<input type="checkbox" name="asset" id="asset-${offered}" aria-invalid="true" checked="" value="${offered}"/>`));
    // A confirm post naming it is sent back the same way, and nothing is put forward.
    const posted = await browser.post(`/manage/flexprovider/qualification/confirm?competition=${competition}&asset=${offered}`, { competition, asset: "a99999", intent: "next" });
    expect(new URL(posted.url).pathname).toBe("/manage/flexprovider/qualification/assets");
    expect(text(posted.html)).toContain("One of the chosen assets can no longer be put forward.");
  });

  test("QUAL-01 I18N-01 the day qualification closes is written as the app writes dates, in the reader's language", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const competitions = await upstreamOverview();
    expect(competitions.length).toBeGreaterThan(0);
    const closesCells = (html: string) => Object.fromEntries([...html.matchAll(/<th scope="row">([^<]+)<\/th><td>([^<]*)<\/td>/g)].map(([, name, closes]) => [name, closes]));
    for (const locale of ["en-GB", "it-IT"]) {
      if (locale === "it-IT") {
        await browser.get("/settings/preferences");
        await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
      }
      const shown = closesCells((await browser.get(OVERVIEW)).html);
      const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });
      for (const competition of competitions) {
        expect(shown[competition.name], `${locale} ${competition.name}`).toBe(day.format(new Date(competition.qualification_closed)));
        expect(shown[competition.name]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    }
  });
});

describe("operator qualification review without JavaScript", () => {
  test("QUAL-03 a disqualified asset's reason is in its cell once, for the eye and for a screen reader alike", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    let review: Page | undefined;
    for (const id of competitionsOf(await provider.get(OVERVIEW))) {
      const page = await operator.get(`/manage/systemoperator/201/competitions/${id}/qualification`);
      if (page.status === 200 && /\/qualification\/\d+\/disqualify"/.test(page.html)) review = page;
      if (review) break;
    }
    expect(review, "a review that offers Disqualify").toBeDefined();
    const base = new URL(review!.url).pathname;
    const qualification = new RegExp(`${base}/(\\d+)/disqualify`).exec(review!.html)![1];
    await operator.get(`${base}/${qualification}/disqualify`);
    const done = await operator.post(`${base}/${qualification}/disqualify`, { qualification, intent: "disqualify", reason: "insufficient_experience" });
    expect(here(done.url)).toBe(`${base}?decided=${qualification}`);
    const row = done.html.split("<tr").find((html) => html.includes(`name="qualification" value="${qualification}"`))!;
    const why = text(`<td${row.split("<td")[3]}`).trim();
    expect(why).toContain("Disqualified by the operator: Insufficient experience");
    expect(why.split("Insufficient experience")).toHaveLength(2);
  });
});
