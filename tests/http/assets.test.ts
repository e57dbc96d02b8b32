import { beforeEach, describe, expect, inject, test } from "vitest";
import { formEntries, withValues } from "./form";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** The sandbox's Flex API as a signed-in user of it calls it. */
async function flexApi(email: string) {
  const api = `${inject("sandboxUrl")}/api`;
  const signIn = await fetch(`${api}/auth/jwt/create/`, { method: "POST", body: JSON.stringify({ email, password: "flexdemo" }), headers: { "Content-Type": "application/json" } });
  const { token } = await signIn.json();
  return async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${api}/${path}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: await answer.json() };
  };
}

const REGISTER = "/manage/flexprovider/101/flexassets";
const here = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const decode = (html: string) => html.replace(/&amp;/g, "&");

/** A competition in qualification in which an asset of the provider meets every rule, and where that asset is. */
async function qualifyingCompetition(browser: NoJsBrowser) {
  const overview = await browser.get("/manage/flexprovider/qualification/overview");
  for (const [, competition] of overview.html.matchAll(/name="competition" value="(\d+)"/g)) {
    await browser.get("/manage/flexprovider/qualification/overview");
    const assets = await browser.post("/manage/flexprovider/qualification/overview", { competition, intent: "next" });
    expect(here(assets.url)).toBe(`/manage/flexprovider/qualification/assets?competition=${competition}`);
    const eligible = assets.html
      .split("<tr")
      .filter((row) => /<\/th><td>(Eligible|Qualified)/.test(row) && row.includes('id="asset-a'))
      .map((row) => /id="asset-(a\d+)"/.exec(row)![1]);
    if (eligible.length === 0) continue;
    const detail = text((await browser.get(`${REGISTER}/${eligible[0]}`)).html);
    const [, lat, lng] = /Location \(latitude, longitude\) (-?[\d.]+)\s*,\s*(-?[\d.]+)/.exec(detail)!;
    const [, voltage] = /Connection voltage ([\d.]+) kV/.exec(detail)!;
    return { competition, lat, lng, voltage };
  }
  throw new Error("no competition in qualification has an eligible asset of the provider");
}

/** The choose-assets step shows 50 assets a page: the first of its pages that lists `name`, or null. */
async function stepPageWith(browser: NoJsBrowser, step: string, name: string) {
  for (let page = 1; ; page++) {
    const shown = text((await browser.get(`${step}&page=${page}`)).html);
    if (shown.includes(name)) return page;
    const pages = Number(/Page \d+ of (\d+)/.exec(shown)?.[1] ?? "1");
    if (page >= pages) return null;
  }
}

const assetFields = (place: { lat: string; lng: string; voltage: string }, capacity: string) => ({
  name: "Harbour battery",
  asset_category: "storage",
  voltage_level: place.voltage,
  active_export_capacity: capacity,
  active_import_capacity: "1",
  latitude: place.lat,
  longitude: place.lng,
});

async function addAsset(browser: NoJsBrowser, place: { lat: string; lng: string; voltage: string }): Promise<string> {
  await browser.get(`${REGISTER}/new`);
  const refused = await browser.post(`${REGISTER}/new`, assetFields(place, "1.234567"));
  expect(refused.status).toBe(200);
  expect(text(refused.html)).toContain("Ensure that there are no more than 5 decimal places.");
  expect(refused.html).toContain('value="1.234567"');
  expect(refused.html).toContain('value="Harbour battery"');
  const saved = await browser.post(`${REGISTER}/new`, assetFields(place, "2.5"));
  expect(new URL(saved.url).searchParams.get("saved")).toBe("1");
  expect(text(saved.html)).toContain("The asset has been saved.");
  return new URL(saved.url).pathname.split("/").pop()!;
}

async function finishAddData(browser: NoJsBrowser, page: Page, key: string): Promise<Page> {
  if (!new URL(page.url).pathname.endsWith("/add-data")) return page;
  const refused = await browser.post(here(page.url), { intent: "next" });
  expect(text(refused.html)).toContain("This field is required");
  const names = [...refused.html.matchAll(new RegExp(`name="(${key}\\.(?:export|import)_meter_id)"`, "g"))].map((match) => match[1]);
  return browser.post(here(page.url), { intent: "next", ...Object.fromEntries(names.map((name) => [name, "1200000000001"])) });
}

/** The operator, signed in, and the first qualification review (of a competition the provider is in) that offers Disqualify. */
async function reviewWithDisqualify(): Promise<{ operator: NoJsBrowser; review: Page | undefined }> {
  const provider = new NoJsBrowser();
  await provider.login();
  const ids = [...(await provider.get("/manage/flexprovider/qualification/overview")).html.matchAll(/name="competition" value="(\d+)"/g)].map((match) => match[1]);
  const operator = new NoJsBrowser();
  await operator.login("operator@example.com");
  for (const id of ids) {
    const page = await operator.get(`/manage/systemoperator/201/competitions/${id}/qualification`);
    if (page.status === 200 && /\/qualification\/\d+\/disqualify"/.test(page.html)) return { operator, review: page };
  }
  return { operator, review: undefined };
}

describe("assets without JavaScript", () => {
  test("MGMT-01 ROUTE-01 a bad field (ours or the Flex API's) comes back beside the field with every typed value, then the fixed asset is saved, listed and removed after a confirmation", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const place = await qualifyingCompetition(browser);
    await browser.get(`${REGISTER}/new`);
    const upstream = await browser.post(`${REGISTER}/new`, { ...assetFields(place, "2"), postcode: "Atlantis" });
    expect(text(upstream.html)).toContain('No place called "Atlantis" is known.');
    expect(upstream.html).toMatch(/id="asset-postcode-error"/);
    expect(upstream.html).toContain('value="Atlantis"');
    const key = await addAsset(browser, place);
    const register = await browser.get(`/assets?search=harbour`);
    expect(register.status).toBe(200);
    expect(register.html).toContain(`${REGISTER}/${key}`);

    const confirm = await browser.get(`${REGISTER}/${key}/remove`);
    expect(text(confirm.html)).toContain("Remove Harbour battery?");
    const removed = await browser.post(`${REGISTER}/${key}/remove`, {});
    expect(new URL(removed.url).pathname).toBe(REGISTER);
    expect((await browser.get(`/assets?search=harbour`)).html).not.toContain(`${REGISTER}/${key}`);
  });

  test("UI-01 MGMT-01 the remove confirmation's Cancel is a plain link back to the asset's page", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const confirm = await browser.get(`${REGISTER}/a4/remove`);
    expect(confirm.status).toBe(200);
    const links = [...confirm.html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].filter(([, , label]) => label.trim() === "Cancel");
    expect(links).toHaveLength(1);
    expect(links[0][1]).toContain(`href="${REGISTER}/a4"`);
  });

  test("MGMT-01 UI-06 removing an asset says so on the register, as adding and editing do, in the user's language", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const confirm = await browser.get(`${REGISTER}/a4/remove`);
    const name = /<h2[^>]*>Remove (.+?)\?<\/h2>/.exec(confirm.html)![1];
    const removed = await browser.post(`${REGISTER}/a4/remove`, {});
    expect(new URL(removed.url).pathname).toBe(REGISTER);
    expect(text(removed.html)).toContain("Asset removed");
    expect(text(removed.html)).toContain(`${name} is now inactive.`);
    // Shown once: the next page does not repeat it.
    expect(text((await browser.get(REGISTER)).html)).not.toContain("Asset removed");

    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "it-IT", timezone: "Europe/London" });
    const italianConfirm = await browser.get(`${REGISTER}/a5/remove`);
    const italianName = /<h2[^>]*>Rimuovere (.+?)\?<\/h2>/.exec(italianConfirm.html)![1];
    const italian = await browser.post(`${REGISTER}/a5/remove`, {});
    expect(text(italian.html)).toContain("Risorsa rimossa");
    expect(text(italian.html)).toContain(`Hai rimosso la risorsa ${italianName}: ora è inattiva.`);
  });

  test("MGMT-01 VAL-05 every bad field of an asset comes back on the first submit: ours, the meter IDs and the location beside their fields, with every typed value", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(`${REGISTER}/new`);
    const fields = { name: "", asset_category: "", voltage_level: "", active_export_capacity: "1.234567", export_meter_id: "123", import_meter_id: "12ab", latitude: "91", longitude: "-20" };
    const refused = await browser.post(`${REGISTER}/new`, fields);
    expect(refused.status).toBe(200);
    for (const field of ["name", "asset_category", "voltage_level", "active_export_capacity", "export_meter_id", "import_meter_id", "latitude", "longitude"]) expect(refused.html).toMatch(new RegExp(`id="asset-${field}-error"`));
    const shown = text(refused.html);
    expect(shown.split("Enter the 13-digit meter number (MPAN core).").length - 1).toBe(2);
    expect(shown.split("The location must be in Great Britain.").length - 1).toBe(2);
    for (const value of ["1.234567", "123", "12ab", "91", "-20"]) expect(refused.html).toContain(`value="${value}"`);
    // Once fixed, only what the Flex API alone knows is left for it (a place it does not know).
    const place = await browser.post(`${REGISTER}/new`, { name: "Dune battery", asset_category: "storage", voltage_level: "11", export_meter_id: "1200000000009", postcode: "Nowhere" });
    expect(text(place.html)).toContain('No place called "Nowhere" is known.');
    expect(place.html).toContain('value="1200000000009"');
  });

  test("QUAL-01 QUAL-02 an asset is put forward in steps (competition, assets, data, confirm) and counted in the overview", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const place = await qualifyingCompetition(browser);
    const key = await addAsset(browser, place);
    const assetsStep = `/manage/flexprovider/qualification/assets?competition=${place.competition}`;
    expect(await stepPageWith(browser, assetsStep, "Harbour battery")).not.toBeNull();
    const none = await browser.post(assetsStep, { competition: place.competition, intent: "next" });
    expect(text(none.html)).toContain("Choose at least one asset.");
    const next = await finishAddData(browser, await browser.post(assetsStep, { competition: place.competition, asset: key, intent: "next" }), key);
    expect(new URL(next.url).pathname).toBe("/manage/flexprovider/qualification/confirm");
    expect(new URL(next.url).searchParams.getAll("asset")).toEqual([key]);
    expect(text(next.html)).toContain("Put 1 asset forward for");
    const form = Object.fromEntries(new URL(next.url).searchParams);
    const done = await browser.post(here(next.url), { ...form, intent: "next" });
    expect(here(done.url)).toBe(`/manage/flexprovider/qualification/overview?done=${place.competition}`);
    expect(text(done.html)).toContain("Your assets have been put forward for");
    const assetPage = text((await browser.get(`${REGISTER}/${key}`)).html);
    expect(assetPage).toMatch(/(Eligible|Qualified) · put forward/);
  });

  test("QUAL-01 asset data in bulk: a CSV file updates each asset by reference and says why a row was not saved, or that it has no rows", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = await browser.get("/manage/flexprovider/qualification/upload");
    const token = page.html.match(/name="csrf" value="([^"]+)"/)![1];
    const ref = text((await browser.get(`${REGISTER}/a4`)).html).match(/Reference (\S+)/)![1];
    const body = new FormData();
    body.set("csrf", token);
    body.set("file", new File([`ref,export_meter_id,import_meter_id\n${ref},1200000000002,\nNOPE-1,1200000000003,\n${ref},12x,\n`], "assets.csv", { type: "text/csv" }));
    const result = text((await browser.request("/manage/flexprovider/qualification/upload", { method: "POST", body })).html);
    expect(result).toContain(`2 ${ref} Saved`);
    expect(result).toContain("3 NOPE-1 No asset has this reference.");
    expect(result).toContain("Meter IDs have 13 digits.");
    expect(text((await browser.get(`${REGISTER}/a4`)).html)).toContain("Export meter ID 1200000000002");
    // A file of the header alone says it has no rows.
    const headerOnly = new FormData();
    headerOnly.set("csrf", token);
    headerOnly.set("file", new File(["ref,export_meter_id,import_meter_id\n"], "empty.csv", { type: "text/csv" }));
    const empty = await browser.request("/manage/flexprovider/qualification/upload", { method: "POST", body: headerOnly });
    expect(empty.status).toBe(400);
    expect(text(empty.html)).toContain("The file has no rows of data: add a row per asset under the header.");
  });

  test("QUAL-01 a step reached without what it needs goes back to the step that asks for it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const page = await browser.get("/manage/flexprovider/qualification/confirm");
    expect(new URL(page.url).pathname).toBe("/manage/flexprovider/qualification/overview");
    for (const step of ["overview", "assets", "add-data", "confirm", "upload"]) expect((await browser.get(`/manage/flexprovider/qualification/${step}`)).status).toBe(200);
  });

  test("MGMT-02 declaring unavailability: change, then confirm; DD-MM-YYYY re-formatted, nothing typed lost, and the same period not declared twice", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const place = await qualifyingCompetition(browser);
    const key = await addAsset(browser, place);
    const start = (await sandbox().today()).plus({ days: 3 });
    const end = start.plus({ weeks: 1 });
    const change = await browser.get(`/manage/flexprovider/availability/change?asset=${key}`);
    expect(change.status).toBe(200);
    const typed = { asset: key, from_date: start.toFormat("dd-MM-yyyy"), from_time: "09:00", to_date: end.toISODate()!, to_time: "17:30", reason: "" };
    const refused = await browser.post("/manage/flexprovider/availability/change", typed);
    expect(text(refused.html)).toContain("This field is required");
    expect(refused.html).toContain(`value="${start.toISODate()}"`);
    expect(refused.html).toContain('value="17:30"');
    const backwards = await browser.post("/manage/flexprovider/availability/change", { ...typed, to_date: start.minus({ days: 1 }).toISODate()!, reason: "Maintenance" });
    expect(text(backwards.html)).toContain("The end must be after the start.");
    const long = await browser.post("/manage/flexprovider/availability/change", { ...typed, reason: "Maintenance ".repeat(50) });
    expect(text(long.html)).toContain("Keep the reason to 500 characters or fewer.");
    expect(long.html).toContain(`value="${"Maintenance ".repeat(50).trim()}"`);
    const confirm = await browser.post("/manage/flexprovider/availability/change", { ...typed, reason: "Maintenance" });
    expect(new URL(confirm.url).pathname).toBe("/manage/flexprovider/availability/confirm");
    expect(text(confirm.html)).toContain("Harbour battery");
    const back = await browser.get(decode(confirm.html.match(/href="([^"]*availability\/change\?[^"]*)"/)![1]));
    expect(back.html).toContain('value="Maintenance"');
    const form = Object.fromEntries(new URL(confirm.url).searchParams);
    await browser.get(here(confirm.url));
    const listed = await browser.post(here(confirm.url), form);
    expect(here(listed.url)).toBe("/manage/flexprovider/availability?declared=1");
    expect(text(listed.html)).toContain("The unavailability has been declared.");
    expect(text(listed.html)).toContain("Harbour battery");
    expect(text(listed.html)).toContain("Maintenance");
    // Declaring the same period again (Back, then declare) is refused, and the list stays as it was.
    const rows = (html: string) => html.match(/<tr\b/g)?.length ?? 0;
    const before = rows((await browser.get("/manage/flexprovider/availability")).html);
    await browser.get(here(confirm.url));
    const twice = await browser.post(here(confirm.url), form);
    expect(text(twice.html)).toContain("This asset is already declared unavailable from");
    const list = await browser.get("/manage/flexprovider/availability");
    expect(rows(list.html)).toBe(before);
    // Changing a declaration names its asset.
    const changeHref = decode(list.html.match(/href="([^"]*availability\/change\?id=\d+[^"]*)"/)![1]);
    expect(text((await browser.get(changeHref)).html)).toMatch(/Asset\s*:\s*Harbour battery/);
  });
});

describe("operator qualification review without JavaScript", () => {
  test("QUAL-03 disqualifying needs a reason code, offered with the labels of 001 §3; with one the asset is disqualified with its label, then qualified again", async () => {
    const { operator, review } = await reviewWithDisqualify();
    expect(review).toBeDefined();
    const base = new URL(review!.url).pathname;
    const qualification = new RegExp(`${base}/(\\d+)/disqualify`).exec(review!.html)![1];
    const modal = await operator.get(`${base}/${qualification}/disqualify`);
    expect(modal.status).toBe(200);
    // The reasons carry the labels of 001 §3.
    for (const label of ["Incompatible location", "Submission deadline missed", "Submission incomplete", "Service requirements not met", "Full capacity contracted", "Insufficient financials"]) expect(text(modal.html)).toContain(label);
    const refused = await operator.post(`${base}/${qualification}/disqualify`, { qualification, intent: "disqualify", reason: "" });
    expect(text(refused.html)).toContain("Choose a reason to disqualify.");
    const done = await operator.post(`${base}/${qualification}/disqualify`, { qualification, intent: "disqualify", reason: "insufficient_financials" });
    expect(here(done.url)).toBe(`${base}?decided=${qualification}`);
    expect(text(done.html)).toMatch(/is now Disqualified\./);
    expect(text(done.html)).toContain("Disqualified by the operator: Insufficient financials");
    const qualified = await operator.post(base, { qualification, intent: "qualify" });
    expect(text(qualified.html)).toMatch(/is now Qualified\./);
    const unknown = await operator.post(base, { qualification, intent: "promote" });
    expect(unknown.status).toBe(400);
  });
});

describe("the asset register's map without JavaScript", () => {
  test("MGMT-01 editing an asset can empty its import meter and capacity: they are cleared, not kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const edit = await browser.get(`${REGISTER}/a4/edit`);
    const entries = withValues(formEntries(edit.html, "asset"), { import_meter_id: "", active_import_capacity: "" });
    const body = new URLSearchParams(entries);
    const saved = await browser.request(`${REGISTER}/a4/edit`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(text(saved.html)).toContain("The asset has been saved.");
    const page = text(saved.html);
    expect(page).toMatch(/Import meter ID\s*—/);
    expect(page).toMatch(/Active import capacity\s*0 MW/);
  });

  test("MGMT-01 a page past the register's end opens its last page, with the filters kept", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const first = text((await browser.get(`${REGISTER}?asset_category=storage`)).html);
    const pages = Number(/Page 1 of (\d+)/.exec(first)![1]);
    const past = await browser.get(`${REGISTER}?asset_category=storage&page=999`);
    expect(new URL(past.url).searchParams.get("page")).toBe(String(pages));
    expect(new URL(past.url).searchParams.get("asset_category")).toBe("storage");
    expect(text(past.html)).toContain(`Page ${pages} of ${pages}`);
    expect(text(past.html)).not.toContain("No assets match these filters");
  });

  test("MGMT-01 QUAL-02 the register draws the provider's assets over a competition's area, coloured by eligibility, with the count of each status", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const register = await browser.get(`${REGISTER}?asset_category=storage`);
    const [, competition, name] = /<option value="(\d+)"[^>]*>([^<]+)<\/option>/.exec(register.html.slice(register.html.indexOf('name="map"')))!;
    // Asking for the map keeps the register's filters.
    expect(register.html).toMatch(/<input type="hidden" name="asset_category" value="storage"\/>/);
    const page = await browser.get(`${REGISTER}?asset_category=storage&map=${competition}`);
    expect(page.status).toBe(200);
    const shown = text(page.html);
    expect(page.html).toContain(`aria-label="Your assets over the area of ${name}, coloured by eligibility (`);
    const counts = Object.fromEntries([...shown.matchAll(/(Qualified|Eligible|Ineligible|Disqualified): (\d+)/g)].map(([, status, count]) => [status, Number(count)]));
    expect(Object.keys(counts).sort()).toEqual(["Disqualified", "Eligible", "Ineligible", "Qualified"]);
    const total = Number(/coloured by eligibility \((\d+) assets\)/.exec(page.html)![1]);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(total);
    // A dot of one asset links to its page, named with its status.
    const [, href, label] = /<a href="(\/manage\/flexprovider\/101\/flexassets\/[ap]\d+)" aria-label="([^"]+)"><title>/.exec(page.html)!;
    expect(label).toMatch(/: (Qualified|Eligible|Ineligible|Disqualified)$/);
    expect((await browser.get(href)).status).toBe(200);
    const land = decode(/<image href="([^"]+)"/.exec(page.html)![1]);
    expect((await browser.get(land)).status).toBe(200);
    // A competition that is not in qualification draws no map.
    expect((await browser.get(`${REGISTER}?map=999999`)).html).not.toContain("coloured by eligibility (");
  });
});

describe("stacking rules without JavaScript", () => {
  test("QUAL-02 QUAL-03 an asset contracted for a product that cannot stack reads 'Full capacity contracted'; the stacking rules matrix opens as a page", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const ids = [...(await provider.get("/manage/flexprovider/qualification/overview")).html.matchAll(/name="competition" value="(\d+)"/g)].map((match) => match[1]);
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const contracted = async () => {
      for (const id of ids) {
        const page = await operator.get(`/manage/systemoperator/201/competitions/${id}/qualification`);
        if (page.status === 200 && text(page.html).includes("Full capacity contracted: contract ")) return page;
      }
      return undefined;
    };
    // Which seeded assets are contracted follows the seeded results. Failing one, the demo provider wins a
    // closed competition still awaiting its results: the operator accepts its bids, the provider confirms.
    let review = await contracted();
    const operatorApi = await flexApi("operator@example.com");
    const providerApi = await flexApi("provider@example.com");
    const closed = (await operatorApi("GET", "bids/operator/summaries/?with_status=closed&limit=100")).body as { competition: { id: number } }[];
    for (const { competition } of review ? [] : closed) {
      const bids = ((await operatorApi("GET", `bids/operator/bids/?competition=${competition.id}&limit=1000`)).body as { id: number; organisation: { id: number } }[]).filter((bid) => bid.organisation.id === 101);
      if (!bids.length) continue;
      const decided = await operatorApi("POST", "bids/decisions/", { competition: competition.id, decisions: bids.map((bid) => ({ bid_id: bid.id, approved: true })) });
      if (decided.status !== 201) continue;
      expect((await providerApi("POST", "flex/competitionconfirmations/bulk_confirm/", { competition_ids: [competition.id] })).status).toBe(201);
      review = await contracted();
      if (review) break;
    }
    expect(review).toBeDefined();
    expect(text(review!.html)).toMatch(/Full capacity contracted: contract [A-Z]+-\d{4}-\d{3}-C\d{4} \([^)]+\) already takes this asset at the same times/);
    const base = new URL(review!.url).pathname;
    expect(review!.html).toContain(`href="${base}/stacking-rules"`);
    const matrix = await operator.get(`${base}/stacking-rules`);
    expect(matrix.status).toBe(200);
    const shown = text(matrix.html);
    expect(shown).toContain("Stacking rules");
    expect(shown).toMatch(/This competition's product: [A-Z]/);
    // Ten product types: a row each, and a cell for each pair; restore stacks with the three scheduled products only.
    const table = matrix.html.slice(matrix.html.indexOf('class="data-table stacking-matrix"'));
    const rows = table.slice(0, table.indexOf("</table>")).split("<tr").filter((row) => row.includes('scope="row"'));
    expect(rows).toHaveLength(10);
    const restore = rows.find((row) => />Restore</.test(row))!;
    expect(restore.match(/stacking-yes/g)).toHaveLength(3);
    expect(restore.match(/stacking-no/g)).toHaveLength(7);
    expect(matrix.html).toContain(`href="${base}"`);
    // Another organisation's review is not there for a provider.
    expect((await provider.get(`${base}/stacking-rules`)).status).toBe(404);
  });
});

describe("unavailability in the bid builder without JavaScript", () => {
  test("MGMT-02 BID-05 an asset declared unavailable during the competition's service is disabled in the bid builder's asset selection, and enabled again once the period is withdrawn", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    // Competition 1 is open for bidding and the provider's asset 251 is qualified in it by the operator, a decision the rules do not undo:
    // the asset is disabled because of the declared period itself.
    const checkbox = (html: string) => /<input[^>]*value="a251"[^>]*>/.exec(html)?.[0] ?? "";
    const before = await browser.get("/manage/flexprovider/bids/submit?competition=1");
    expect(checkbox(before.html)).not.toBe("");
    expect(checkbox(before.html)).not.toContain("disabled");
    const today = await sandbox().today();
    await browser.get("/manage/flexprovider/availability/change?asset=a251");
    const confirm = await browser.post("/manage/flexprovider/availability/change", {
      asset: "a251",
      from_date: today.toISODate()!,
      from_time: "00:00",
      to_date: today.plus({ years: 2 }).toISODate()!,
      to_time: "00:00",
      reason: "Grid connection works",
    });
    const listed = await browser.post(here(confirm.url), Object.fromEntries(new URL(confirm.url).searchParams));
    expect(here(listed.url)).toBe("/manage/flexprovider/availability?declared=1");
    const after = await browser.get("/manage/flexprovider/bids/submit?competition=1");
    expect(checkbox(after.html)).toContain("disabled");

    // Withdrawn (shown in full first), the period is gone from the list and the asset can be bid again.
    const row = listed.html.match(/<tr\b(?:(?!<\/tr>)[\s\S])*?Grid connection works[\s\S]*?<\/tr>/)![0];
    const withdraw = await browser.get(decode(row.match(/href="([^"]*availability\/withdraw\?id=\d+)"/)![1]));
    expect(withdraw.status).toBe(200);
    expect(text(withdraw.html)).toContain("Withdraw unavailability");
    expect(text(withdraw.html)).toContain("Grid connection works");
    const withdrawn = await browser.post(here(withdraw.url), Object.fromEntries(formEntries(withdraw.html, "withdraw-unavailability")));
    expect(here(withdrawn.url)).toBe("/manage/flexprovider/availability?withdrawn=1");
    expect(text(withdrawn.html)).toContain("The unavailability has been withdrawn.");
    expect(text(withdrawn.html)).not.toContain("Grid connection works");
    // Opened again, the withdrawn period is not found.
    expect((await browser.get(here(withdraw.url))).status).toBe(404);
    expect(checkbox((await browser.get("/manage/flexprovider/bids/submit?competition=1")).html)).not.toContain("disabled");
  });
});

describe("choosing assets page by page without JavaScript", () => {
  test("QUAL-01 the choose-assets step shows 50 assets a page, those that can be put forward first; moving between pages keeps the assets ticked", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const overview = await browser.get("/manage/flexprovider/qualification/overview");
    const competitions = [...overview.html.matchAll(/name="competition" value="(\d+)"/g)].map((match) => match[1]);
    const offered = (html: string) => [...html.matchAll(/<tr[^>]*data-offered="([^"]+)"/g)].map((match) => match[1]);
    const boxes = (html: string) => [...html.matchAll(/<input type="checkbox" name="asset" id="asset-[ap]\d+" value="([ap]\d+)"/g)].map((match) => match[1]);
    const rank = { yes: 0, put_forward: 1, ineligible: 2 } as Record<string, number>;
    // A competition whose assets run over several pages, with assets that may be put forward.
    let found: { competition: string; pages: number } | null = null;
    for (const competition of competitions) {
      const url = `/manage/flexprovider/qualification/assets?competition=${competition}`;
      const pages = Number(/Page 1 of (\d+)/.exec(text((await browser.get(url)).html))?.[1] ?? 1);
      const rows = offered(browser.last!.html);
      expect(rows).toHaveLength(pages > 1 ? 50 : rows.length);
      // The ones that can be put forward lead, then those already put forward, then those that cannot be.
      expect(rows.map((row) => rank[row])).toEqual([...rows.map((row) => rank[row])].sort((a, b) => a - b));
      if (pages > 1 && boxes(browser.last!.html).length) found ??= { competition, pages };
    }
    expect(found, "a competition in qualification offers assets and has several pages").not.toBeNull();
    const { competition } = found!;
    const step = `/manage/flexprovider/qualification/assets?competition=${competition}&page=1`;
    const first = boxes((await browser.get(step)).html);

    const second = await browser.post(step, { competition, asset: first[0], intent: "page:2" });
    expect(here(second.url)).toBe(`/manage/flexprovider/qualification/assets?competition=${competition}&asset=${first[0]}&page=2`);
    expect(boxes(second.html)).not.toContain(first[0]);
    // Chosen on another page, it travels with the form.
    expect(second.html).toContain(`<input type="hidden" name="asset" value="${first[0]}"/>`);

    const back = await browser.post(here(second.url), { competition, asset: first[0], intent: "page:1" });
    expect(new URL(back.url).searchParams.getAll("asset")).toEqual([first[0]]);
    expect(back.html).toMatch(new RegExp(`<input type="checkbox" name="asset" id="asset-${first[0]}" checked=""`));
  });

  test("QUAL-01 QUAL-02 an asset that cannot be put forward is disabled and struck through with its reason, one already put forward shows ticked as such and is not offered again; posting either is refused", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const overview = await browser.get("/manage/flexprovider/qualification/overview");
    const competition = /<th scope="row">Durham Peak Reduction<\/th>[\s\S]*?name="competition" value="(\d+)"/.exec(overview.html)![1];
    const url = `/manage/flexprovider/qualification/assets?competition=${competition}`;
    const pages = Number(/Page 1 of (\d+)/.exec(text((await browser.get(url)).html))?.[1] ?? 1);
    const rows: { key: string; offered: string; html: string }[] = [];
    for (let page = 1; page <= pages; page++)
      for (const [html, offered] of (await browser.get(`${url}&page=${page}`)).html.matchAll(/<tr[^>]*data-offered="(\w+)"[\s\S]*?<\/tr>/g))
        rows.push({ key: /id="asset-([ap]\d+)"/.exec(html)![1], offered, html });
    const ineligible = rows.filter((row) => row.offered === "ineligible");
    const putForward = rows.filter((row) => row.offered === "put_forward");
    expect(ineligible.length).toBeGreaterThan(0);
    expect(putForward.length).toBeGreaterThan(0);
    for (const row of ineligible) {
      expect(row.html).toMatch(/class="kit-checkbox-list__item--unavailable"/);
      expect(row.html).toMatch(new RegExp(`<input type="checkbox" id="asset-${row.key}" disabled="" aria-describedby="asset-${row.key}-why"/>`));
      expect(text(row.html)).toContain("Cannot be put forward");
      expect(text(row.html)).toContain("This asset does not qualify for this competition for the following reasons:");
    }
    for (const row of putForward) {
      expect(row.html).toMatch(new RegExp(`<input type="checkbox" id="asset-${row.key}" disabled="" aria-describedby="asset-${row.key}-why" checked=""/>`));
      expect(text(row.html)).toMatch(/(Eligible|Qualified|Ineligible|Disqualified) · put forward Already put forward/);
    }
    // Only offered assets can be ticked: the others carry no name, so a form without JavaScript never sends them.
    for (const row of rows) expect(row.html.includes('name="asset"')).toBe(row.offered === "yes");
    for (const key of [ineligible[0].key, putForward[0].key]) {
      const refused = await browser.post(url, { competition, asset: key, intent: "next" });
      expect(here(refused.url)).toBe(url);
      expect(text(refused.html)).toContain("One of the chosen assets can no longer be put forward.");
    }
  });
});

describe("saving when the marketplace service fails, without JavaScript", () => {

  test("QUAL-01 CALL-08 asset data in bulk: rows saved before the service fails stay saved, the rest say they were not, and the page asks for the file again with the failure's status", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const refOf = async (key: string) => text((await browser.get(`${REGISTER}/${key}`)).html).match(/Reference (\S+)/)![1];
    const [first, second] = [await refOf("a4"), await refOf("a5")];
    const page = await browser.get("/manage/flexprovider/qualification/upload");
    const token = page.html.match(/name="csrf" value="([^"]+)"/)![1];
    const post = () => {
      const body = new FormData();
      body.set("csrf", token);
      body.set("file", new File([`ref,export_meter_id,import_meter_id\n${first},1200000000002,\n${second},1200000000004,\nNOPE-1,1200000000003,\n${first},1200000000005,\n`], "assets.csv", { type: "text/csv" }));
      return browser.request("/manage/flexprovider/qualification/upload", { method: "POST", body });
    };
    const formError = (html: string) => html.match(/<div class="form-error" role="alert"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";

    // The assets cannot even be read: nothing is sent.
    await sandbox().fail({ path: "/./", method: "GET", malformed: true, times: 1 });
    const unread = await post();
    expect(unread.status).toBe(502);
    expect(text(formError(unread.html))).toBe(
      " The marketplace service sent an answer we could not read. Please try again in a moment. Choose the file again and upload it once more to save the rows not saved. ",
    );
    expect(text(unread.html)).not.toContain("Oh no!");
    expect(unread.html).toMatch(/<input[^>]*name="file"[^>]*type="file"/);

    // The second asset's save fails: the first stays saved, and no row after it is sent.
    await sandbox().fail({ path: "/assets/5/", method: "PATCH", status: 500 });
    try {
      const failed = await post();
      expect(failed.status).toBe(502);
      expect(text(formError(failed.html))).toContain("Choose the file again and upload it once more to save the rows not saved.");
      const shown = text(failed.html);
      expect(shown).toContain(`2 ${first} Saved`);
      expect(shown).toContain(`3 ${second} Not saved: the marketplace service failed before this row was saved.`);
      expect(shown).toContain("4 NOPE-1 No asset has this reference.");
      expect(shown).toContain(`5 ${first} Not saved: the marketplace service failed before this row was saved.`);
    } finally {
      await sandbox().clearFaults();
    }
    expect(text((await browser.get(`${REGISTER}/a4`)).html)).toContain("Export meter ID 1200000000002");
    expect(text((await browser.get(`${REGISTER}/a5`)).html)).not.toContain("Export meter ID 1200000000004");

    await browser.get("/manage/flexprovider/qualification/upload");
    const saved = text((await post()).html);
    expect(saved).toContain(`3 ${second} Saved`);
    expect(text((await browser.get(`${REGISTER}/a5`)).html)).toContain("Export meter ID 1200000000004");
  });
  test("MGMT-01 CALL-08 a new asset comes back with everything typed and the message; once the service recovers the same post saves it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(`${REGISTER}/new`);
    const fields = assetFields({ lat: "51.5", lng: "-0.12", voltage: "11" }, "2.5");

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await browser.post(`${REGISTER}/new`, fields);
      expect(failed.status).toBe(503);
      expect(here(failed.url)).toBe(`${REGISTER}/new`);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      const kept = formEntries(failed.html, "asset");
      for (const [name, value] of Object.entries(fields)) expect(kept, name).toContainEqual([name, value]);
    } finally {
      await sandbox().clearFaults();
    }

    const saved = await browser.post(`${REGISTER}/new`, fields);
    expect(new URL(saved.url).searchParams.get("saved")).toBe("1");
    expect(text(saved.html)).toContain("The asset has been saved.");
  });

  test("QUAL-03 CALL-08 the disqualify dialog comes back with the reason chosen and the message; once the service recovers the same post disqualifies", async () => {
    const { operator, review } = await reviewWithDisqualify();
    const base = new URL(review!.url).pathname;
    const qualification = new RegExp(`${base}/(\\d+)/disqualify`).exec(review!.html)![1];
    const dialog = `${base}/${qualification}/disqualify`;
    await operator.get(dialog);

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await operator.post(dialog, { qualification, intent: "disqualify", reason: "insufficient_financials" });
      expect(failed.status).toBe(503);
      expect(here(failed.url)).toBe(dialog);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(failed.html).toMatch(/<option value="insufficient_financials" selected="">Insufficient financials<\/option>/);
    } finally {
      await sandbox().clearFaults();
    }

    const done = await operator.post(dialog, { qualification, intent: "disqualify", reason: "insufficient_financials" });
    expect(here(done.url)).toBe(`${base}?decided=${qualification}`);
    expect(text(done.html)).toContain("Disqualified by the operator: Insufficient financials");
  });
});
