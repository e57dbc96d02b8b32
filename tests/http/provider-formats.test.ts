import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** max@example.com is Giulia Bianchi of organisation 102, who reads the app in Italian. */
const REGISTER = "/manage/flexprovider/102/flexassets";

async function asMax(locale: string) {
  const browser = new NoJsBrowser();
  await browser.login("max@example.com");
  await browser.get("/settings/preferences");
  await browser.post("/settings/preferences", { preferred_locale: locale, timezone: "Europe/London" });
  return browser;
}

/** Every figure a page writes before a unit, in page order: "8.188" of "8.188 MW". */
const figures = (page: Page | string, unit: "MW" | "kV") => [...text(typeof page === "string" ? page : page.html).matchAll(new RegExp(`(\\d[\\d.,]*) ${unit}\\b`, "g"))].map((match) => match[1]);

/** What the English page's figures read with a decimal comma, as an Italian or Portuguese reader is to see them. */
const withComma = (english: string[]) => english.map((figure) => figure.replace(".", ","));

/**
 * The same page in English and then in Italian: every capacity (or voltage) is to be the English
 * one with its decimal point turned into a comma, and at least one of them has decimals to turn.
 */
async function sameFiguresWithComma(path: string, unit: "MW" | "kV", pick: (html: string) => string = (html) => html) {
  const browser = await asMax("en-GB");
  const english = figures(pick((await browser.get(path)).html), unit);
  expect(english.some((figure) => figure.includes(".")), `${path} has a ${unit} figure with decimals`).toBe(true);
  await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
  const italian = figures(pick((await browser.get(path)).html), unit);
  expect(italian).toEqual(withComma(english));
  return { browser, english, italian };
}

const tableBody = (html: string) => /<tbody>[\s\S]*?<\/tbody>/.exec(html)![0];
const cells = (row: string) => [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => text(match[1]).trim());

describe("the provider's capacities in the reader's locale, without JavaScript", () => {
  test("BID-08 I18N-01 bid history writes each bid set's capacity with an Italian reader's decimal comma (8,188 MW, never 8.188 MW)", async () => {
    const { italian } = await sameFiguresWithComma("/manage/flexprovider/bids/history", "MW", tableBody);
    expect(italian.some((figure) => /^\d+,\d+$/.test(figure))).toBe(true);
  });

  test("COMP-02 BID-08 bid history writes a bid set's creation time as the competition's ballots do, zone included, and both write its capacity alike", async () => {
    const browser = await asMax("it-IT");
    const history = (await browser.get("/manage/flexprovider/bids/history")).html;
    const rows = [...tableBody(history).matchAll(/<tr[\s\S]*?<\/tr>/g)].map((match) => match[0]);
    const row = rows.find((candidate) => /\d,\d+ MW/.test(text(candidate)))!;
    const [, competition, ballot] = /\/flexprovider\/competitions\/(\d+)\/ballots\/(\d+)/.exec(row)!;
    const [created, , capacity] = cells(row);

    const page = (await browser.get(`/flexprovider/competitions/${competition}`)).html;
    const ballotRow = new RegExp(`<tr[^>]*data-ballot-id="${ballot}"[\\s\\S]*?</tr>`).exec(page)![0];
    const [shownCreated, , shownCapacity] = cells(ballotRow);
    expect(created).toBe(shownCreated);
    // The zone's abbreviation ends the time on both pages (GMT+0 in Italian, GMT in English).
    expect(created).toMatch(/\d{2}:\d{2} GMT/);
    expect(capacity).toBe(shownCapacity);
  });

  test("MGMT-01 I18N-01 the asset register writes capacities and connection voltages, its filter's voltages included, with the reader's decimal comma", async () => {
    await sameFiguresWithComma(REGISTER, "MW", tableBody);
    const { browser, italian } = await sameFiguresWithComma(REGISTER, "kV");
    expect(italian).toContain("0,24");
    expect(italian).toContain("6,6");
    // The filter still sends the voltage as the upstream reads it.
    expect((await browser.get(REGISTER)).html).toMatch(/<option value="0.24">0,24 kV<\/option>/);
  });

  test("MGMT-01 I18N-01 an asset's page and its edit form write capacities and voltages the reader's way", async () => {
    const browser = await asMax("it-IT");
    const asset = /href="(\/manage\/flexprovider\/102\/flexassets\/a\d+)"/.exec(tableBody((await browser.get(REGISTER)).html))![1];
    await sameFiguresWithComma(asset, "MW", (html) => /<dl class="asset-fields">[\s\S]*?<\/dl>/.exec(html)![0]);
    const form = (await browser.get(`${asset}/edit`)).html;
    expect(form).toMatch(/<option value="0.24"[^>]*>0,24 kV<\/option>/);
  });

  test("COMP-02 I18N-01 a competition page writes capacities and its connection voltages with the reader's decimal comma, as its money", async () => {
    const browser = await asMax("it-IT");
    const history = tableBody((await browser.get("/manage/flexprovider/bids/history")).html);
    const competition = /\/flexprovider\/competitions\/(\d+)\/ballots/.exec(history)![1];
    const path = `/flexprovider/competitions/${competition}`;
    await sameFiguresWithComma(path, "MW");
    const italian = text((await browser.get(path)).html);
    expect(italian).toMatch(/Tensione di connessione da \d+(,\d+)? kV a \d+(,\d+)? kV/);
    expect(italian).not.toMatch(/\d\.\d+ kV/);
  });
});
