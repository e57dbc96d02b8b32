import { beforeEach, describe, expect, test } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { NoJsBrowser, sandbox, text } from "./browser";

const REGISTER = "/manage/flexprovider/101/flexassets";
const PAGE = `${REGISTER}/upload`;
const HEADER = "name,asset_category,voltage_level,active_export_capacity,latitude,longitude,postcode,planned,capacity_type,capacity_value";

beforeEach(async () => {
  await sandbox().reset();
});

/** Posts the upload form as multipart, as a browser without JavaScript does, with the page's anti-forgery token. */
async function upload(browser: NoJsBrowser, csv: string | Blob, fileName = "assets.csv") {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
  const form = new FormData();
  form.set("csrf", token ?? "");
  form.set("intent", "upload");
  form.set("file", typeof csv === "string" ? new Blob([csv], { type: "text/csv" }) : csv, fileName);
  return browser.request(PAGE, { method: "POST", body: form });
}

/** How many rows of the register, searched by name, link an asset of that name. */
const registerCount = async (browser: NoJsBrowser, search: string) => {
  const page = (await browser.get(`${REGISTER}?search=${encodeURIComponent(search)}`)).html;
  return page.split(`>${search}<`).length - 1;
};

describe("bulk add of assets without JavaScript", () => {
  test("MGMT-01 QUAL-01 a file with bad rows: each refusal by row number and column (a voltage outside the list named back), the good rows created, then the failed rows retried", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const register = await browser.get(REGISTER);
    expect(register.html).toContain(`href="${PAGE}"`);
    const page = await browser.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/enctype="multipart\/form-data"/i);
    expect(page.html).toContain('download="assets-template.csv"');

    const csv = [
      HEADER,
      "Quay battery,storage,11,1.5,51.5,-0.12,,no,,",
      ",storage,7,1,51.5,-0.12,,no,,",
      "Moor wind,renewable,33,,,,Leeds,yes,export,4",
      "Far battery,storage,11,1,10,-0.12,,no,,",
    ].join("\n");
    const result = await upload(browser, csv);
    expect(result.status).toBe(200);
    const shown = text(result.html);
    expect(shown).toContain("Assets added: 2. Rows not added: 2.");
    // Row 3 fails the add form's own checks, row 5 too (outside Great Britain).
    expect(result.html).toMatch(/data-row="3" data-field="name"/);
    expect(result.html).toMatch(/data-row="3" data-field="voltage_level"><th scope="row">3<\/th><td>voltage_level<\/td><td>&quot;7&quot; is not a valid choice.<\/td>/);
    expect(result.html).toMatch(/data-row="5" data-field="latitude"/);
    expect(shown).toContain("The location must be in Great Britain.");
    expect(await registerCount(browser, "Quay battery")).toBe(1);
    expect(await registerCount(browser, "Moor wind")).toBe(1);
    expect(await registerCount(browser, "Far battery")).toBe(0);

    // The retry form holds only the failed rows, with what was typed.
    expect(result.html).toContain('name="rows[0][row]" value="3"');
    expect(result.html).toContain('name="rows[1][row]" value="5"');
    expect(result.html).not.toContain('name="rows[2][row]"');
    await browser.get(PAGE);
    const fixed: Record<string, string> = { intent: "retry" };
    const row = (position: number, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) fixed[`rows[${position}][${field}]`] = value;
    };
    row(0, { row: "3", planned: "no", name: "Pier battery", asset_category: "storage", voltage_level: "11", active_export_capacity: "1", latitude: "51.5", longitude: "-0.12" });
    row(1, { row: "5", planned: "no", name: "Far battery", asset_category: "storage", voltage_level: "11", active_export_capacity: "1", latitude: "10", longitude: "-0.12" });
    const retried = await browser.post(PAGE, fixed);
    expect(text(retried.html)).toContain("Assets added: 1. Rows not added: 1.");
    expect(retried.html).toContain('name="rows[0][row]" value="5"');
    expect(await registerCount(browser, "Pier battery")).toBe(1);
  });

  test("MGMT-01 QUAL-01 a row's bad fields all come back in the first upload: its own, its meter IDs and its location, each by row and column", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const csv = [
      "name,asset_category,voltage_level,active_export_capacity,export_meter_id,import_meter_id,latitude,longitude,planned",
      ",storage,7,1.234567,123,12ab,91,-0.12,no",
      "Kiln battery,storage,11,1,1200000000007,,51.5,-20,no",
    ].join("\n");
    const result = await upload(browser, csv);
    expect(result.status).toBe(200);
    expect(text(result.html)).toContain("Assets added: 0. Rows not added: 2.");
    for (const field of ["name", "voltage_level", "active_export_capacity", "export_meter_id", "import_meter_id", "latitude"]) expect(result.html).toMatch(new RegExp(`data-row="2" data-field="${field}"`));
    expect(result.html).toMatch(/data-row="2" data-field="export_meter_id"><th scope="row">2<\/th><td>export_meter_id<\/td><td>Enter the 13-digit meter number \(MPAN core\).<\/td>/);
    expect(result.html).toMatch(/data-row="3" data-field="longitude"><th scope="row">3<\/th><td>longitude<\/td><td>The location must be in Great Britain.<\/td>/);
    expect(result.html).not.toMatch(/data-row="3" data-field="(?!longitude)/);
    expect(result.html).toContain('name="rows[0][row]" value="2"');
    expect(result.html).toContain('value="12ab"');
  });

  test("MGMT-01 a planned cell that is neither yes nor no is refused on its row, shown in the retry form as typed, and a corrected yes creates a planned asset", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    // The page says which values the planned columns take.
    expect(text((await browser.get(PAGE)).html)).toContain("set planned to yes for a planned asset, and give a planned asset's capacity_type as export or import.");
    const result = await upload(browser, `${HEADER}\nMaybe wind,renewable,11,,,,Leeds,maybe,export,2\n`);
    expect(text(result.html)).toContain("Assets added: 0. Rows not added: 1.");
    expect(result.html).toMatch(/data-row="2" data-field="planned">[\s\S]*?&quot;maybe&quot; is not a valid choice\./);
    expect(result.html).toMatch(/name="rows\[0\]\[planned\]"[^>]*value="maybe"/);
    expect(await registerCount(browser, "Maybe wind")).toBe(0);
    const fixed: Record<string, string> = { intent: "retry", "rows[0][row]": "2", "rows[0][planned]": "yes", "rows[0][name]": "Maybe wind", "rows[0][asset_category]": "renewable", "rows[0][voltage_level]": "11", "rows[0][postcode]": "Leeds", "rows[0][capacity_type]": "export", "rows[0][capacity_value]": "2" };
    const retried = await browser.post(PAGE, fixed);
    expect(text(retried.html)).toContain("Assets added: 1. Rows not added: 0.");
    expect(await registerCount(browser, "Maybe wind")).toBe(1);
  });

  test("MGMT-01 a file without a required column is refused as a whole and nothing is created", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const result = await upload(browser, "name,voltage_level\nLone battery,11\n");
    expect(result.html).toMatch(/data-row="1" data-field="asset_category"/);
    expect(text(result.html)).toContain("This column is missing.");
    expect(await registerCount(browser, "Lone battery")).toBe(0);
    await browser.get(PAGE);
    const wrong = await upload(browser, "name\n", "assets.txt");
    expect(text(wrong.html)).toContain("The file must be a CSV or XLSX file.");
  });

  test("MGMT-01 an XLSX file is read from its first sheet with the same checks; one that is not a spreadsheet is refused", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const cells = (values: (string | number)[]) => values.map((value) => ({ value }));
    const sheet = [
      cells(["name", "asset_category", "voltage_level", "latitude", "longitude"]),
      cells(["Sheet battery", "storage", 11, 52.1, -1.2]),
      cells(["Sheet wind", "wind", 11, 52.1, -1.2]),
    ];
    const buffer = await writeXlsxFile(sheet as never).toBuffer();
    await browser.get(PAGE);
    const result = await upload(browser, new Blob([new Uint8Array(buffer)]), "assets.xlsx");
    expect(text(result.html)).toContain("Assets added: 1. Rows not added: 1.");
    expect(result.html).toMatch(/data-row="3" data-field="asset_category"/);
    expect([...result.html.matchAll(/data-stage="(\w+)" data-state="(\w+)"/g)].map((match) => `${match[1]}:${match[2]}`)).toEqual(["uploading:completed", "scanning:completed", "processing:completed"]);
    expect(await registerCount(browser, "Sheet battery")).toBe(1);
    await browser.get(PAGE);
    const broken = await upload(browser, "not a spreadsheet", "assets.xlsx");
    expect(text(broken.html)).toContain("The file is not a readable CSV or XLSX file.");
  });

  test("MGMT-01 CALL-08 when the service fails part way the rows created stay listed, the failure is shown with its status, and that row and the rest come back in the retry form as they were, to be sent once it recovers", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get(PAGE);
    const csv = [
      HEADER,
      "Moor wind,renewable,33,,,,Leeds,yes,export,4",
      "Quay battery,storage,11,1.5,51.5,-0.12,,no,,",
      "Pier battery,storage,11,2,51.4,-0.1,,no,,",
      ",storage,11,1,51.5,-0.12,,no,,",
    ].join("\n");

    // Planned assets have their own collection: the first row goes through, the existing assets' collection fails.
    await sandbox().fail({ path: "//assets/$/", method: "POST", status: 503 });
    try {
      const failed = await upload(browser, csv);
      expect(failed.status).toBe(503);
      expect(new URL(failed.url).pathname).toBe(PAGE);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      const shown = text(failed.html);
      expect(shown).toContain("Assets added: 1. Rows not added: 3.");
      expect(shown).toMatch(/Row 2: Moor wind/);
      expect(failed.html).toMatch(/data-row="3"><th scope="row">3<\/th><td>[^<]+<\/td><td>The marketplace service cannot be reached at the moment\./);
      expect(failed.html).toMatch(/data-row="4"><th scope="row">4<\/th><td>[^<]+<\/td><td>Not added: the marketplace service failed on an earlier row, so this row was not sent\./);
      expect(failed.html).toMatch(/data-row="5" data-field="name"/);
      // Every row not created is in the retry form with what the file held.
      for (const [position, row, name] of [[0, 3, "Quay battery"], [1, 4, "Pier battery"], [2, 5, ""]] as const) {
        expect(failed.html).toContain(`name="rows[${position}][row]" value="${row}"`);
        expect(failed.html).toMatch(new RegExp(`name="rows\\[${position}\\]\\[name\\]"[^>]*value="${name}"`));
      }
      // The failed row stopped the upload: the row after it was never sent.
      expect((await sandbox().calls())["POST /flex/assets/"]).toBe(1);
    } finally {
      await sandbox().clearFaults();
    }
    expect(await registerCount(browser, "Moor wind")).toBe(1);
    expect(await registerCount(browser, "Quay battery")).toBe(0);

    await browser.get(PAGE);
    const fields: Record<string, string> = { intent: "retry" };
    for (const [position, values] of [
      { row: "3", planned: "no", name: "Quay battery", asset_category: "storage", voltage_level: "11", active_export_capacity: "1.5", latitude: "51.5", longitude: "-0.12" },
      { row: "4", planned: "no", name: "Pier battery", asset_category: "storage", voltage_level: "11", active_export_capacity: "2", latitude: "51.4", longitude: "-0.1" },
    ].entries())
      for (const [field, value] of Object.entries(values)) fields[`rows[${position}][${field}]`] = value;
    const retried = await browser.post(PAGE, fields);
    expect(retried.status).toBe(200);
    expect(text(retried.html)).toContain("Assets added: 2. Rows not added: 0.");
    expect(await registerCount(browser, "Quay battery")).toBe(1);
    expect(await registerCount(browser, "Pier battery")).toBe(1);
  });
});
