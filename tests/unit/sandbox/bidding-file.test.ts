import { beforeEach, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { parseCsv } from "~mocks/bidding/bulk-file";
import { paths, recordPath } from "~/upstream/paths";
import { sandboxToken } from "../../support/requests";
import { store } from "~mocks/store";
import { SANDBOX_BASE, useSandbox } from "../../support/sandbox";
import { ASSET, COMPETITION, OPERATOR, PROVIDER, WINDOW, call, seedBiddingMarket } from "./bidding-fixtures";

useSandbox();
beforeEach(() => seedBiddingMarket());

const HEADER = "competition_id,service_window_id,asset_refs,capacity_mw,max_runtime,availability_price,utilisation_price,service_fee";

async function upload(email: string, csv: string, orgId: number) {
  const form = new FormData();
  form.set("file", new Blob([csv], { type: "text/csv" }), "bids.csv");
  form.set("org_id", String(orgId));
  const response = await fetch(new URL(paths.fileUpload("bids"), SANDBOX_BASE), {
    method: "POST",
    headers: { Authorization: `Bearer ${await sandboxToken(email)}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe("bulk bid file", () => {
  it("FILE-01 BID-08 the template lists the bid columns", async () => {
    const response = await fetch(new URL(paths.fileTemplate("bids"), SANDBOX_BASE), { headers: { Authorization: `Bearer ${await sandboxToken(PROVIDER)}` } });
    expect((await response.text()).trim()).toBe(HEADER);
  });

  it("FILE-01 BID-08 an uploaded bid file is Uploaded, then Ready with its parsed rows when next read", async () => {
    const csv = [
      HEADER,
      `${COMPETITION.open},${WINDOW.open},BES-001;bes-p01,3.5,0 02:00:00,10,250.50,`,
      "",
      `${COMPETITION.fixedPrice},${WINDOW.fixedPrice},"BES-001",1,1 00:00:00,,,`,
    ].join("\r\n");
    const uploaded = await upload(PROVIDER, csv, 101);
    expect(uploaded).toMatchObject({ status: 201, body: { type: "bids", status: "Uploaded" } });
    const read = await call(PROVIDER, "GET", recordPath(paths.fileRecords, uploaded.body.id));
    expect(read.body).toMatchObject({ status: "Ready", rows_valid: 2 });
    expect(read.body.rows).toEqual([
      {
        competition: COMPETITION.open,
        service_window: WINDOW.open,
        ballot_assets: [{ flex_asset: ASSET.battery, planned: false }, { flex_asset: ASSET.planned, planned: true }],
        capacity: 3.5,
        max_runtime: "0 02:00:00",
        availability_price: 10,
        utilisation_price: 250.5,
        service_fee: null,
      },
      {
        competition: COMPETITION.fixedPrice,
        service_window: WINDOW.fixedPrice,
        ballot_assets: [{ flex_asset: ASSET.battery, planned: false }],
        capacity: 1,
        max_runtime: "1 00:00:00",
        availability_price: 12.5,
        utilisation_price: null,
        service_fee: null,
      },
    ]);
    const created = await call(PROVIDER, "POST", paths.bids, read.body.rows);
    expect(created.status).toBe(201);
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, uploaded.body.id))).body.status).toBe("Ready");
  });

  it("FILE-01 BID-08 a bid file with bad rows goes to Error with each row's errors by column", async () => {
    const csv = [
      HEADER,
      `${COMPETITION.open},${WINDOW.open},BES-001,1,0 01:00:00,1,2,`,
      `${COMPETITION.open},${WINDOW.open},BES-001,9,0 01:00:00,1,2,`,
      `${COMPETITION.open},${WINDOW.fixedPrice},NOPE-1,abc,1h,,2,`,
      `${COMPETITION.closed},${WINDOW.closed},BES-001,1,0 01:00:00,,,5`,
    ].join("\n");
    const uploaded = await upload(PROVIDER, csv, 101);
    const read = await call(PROVIDER, "GET", recordPath(paths.fileRecords, uploaded.body.id));
    expect(read.body).toMatchObject({ status: "Error", rows_valid: 1 });
    expect(read.body.errors).toEqual([
      { row: 3, field: "capacity_mw", message: "Ensure this value is less than or equal to 3." },
      { row: 4, field: "service_window_id", message: "This service window does not belong to the competition." },
      { row: 4, field: "capacity_mw", message: "A valid number is required." },
      { row: 4, field: "max_runtime", message: "Duration has wrong format. Use D HH:MM:SS, for example 0 01:30:00." },
      { row: 4, field: "availability_price", message: "This field is required." },
      { row: 4, field: "asset_refs", message: 'Unknown asset reference "NOPE-1".' },
      { row: 5, field: null, message: "Bidding is not open for this competition." },
    ]);
    expect(read.body.rows).toBeUndefined();
  });

  it("FILE-01 a bid file without the required columns or rows is in Error; an operator's is a User Permission Error", async () => {
    const noColumns = await upload(PROVIDER, "competition_id,capacity_mw\n1,2\n", 101);
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, noColumns.body.id))).body.errors).toEqual([
      { row: 1, field: "service_window_id", message: "This column is missing." },
      { row: 1, field: "asset_refs", message: "This column is missing." },
      { row: 1, field: "max_runtime", message: "This column is missing." },
    ]);
    const empty = await upload(PROVIDER, `${HEADER}\n`, 101);
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, empty.body.id))).body).toMatchObject({
      status: "Error",
      errors: [{ row: null, field: null, message: "The file has no bid rows." }],
    });
    const operator = await upload(OPERATOR, `${HEADER}\n${COMPETITION.open},${WINDOW.open},BES-001,1,0 01:00:00,1,2,\n`, 201);
    expect((await call(OPERATOR, "GET", recordPath(paths.fileRecords, operator.body.id))).body).toMatchObject({ status: "User Permission Error", errors: [{ message: "Only flex providers can upload bids." }] });
  });

  it("FILE-01 BID-08 a Ready bid file is claimed once before its bids are created; a second claim, an unready or another's file is refused", async () => {
    const ready = await upload(PROVIDER, `${HEADER}\n${COMPETITION.open},${WINDOW.open},BES-001,1,0 02:00:00,10,250.50,\n`, 101);
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, ready.body.id))).body).toMatchObject({ status: "Ready", claimed: null });
    expect((await call(OPERATOR, "POST", recordPath(paths.fileRecords, ready.body.id, "claim"))).status).toBe(404);
    const claimed = await call(PROVIDER, "POST", recordPath(paths.fileRecords, ready.body.id, "claim"));
    expect(claimed.status).toBe(200);
    expect(claimed.body.claimed).toEqual(expect.any(String));
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, ready.body.id))).body.claimed).toBe(claimed.body.claimed);
    expect(await call(PROVIDER, "POST", recordPath(paths.fileRecords, ready.body.id, "claim"))).toMatchObject({
      status: 409,
      body: { detail: "The bids of this file have already been created.", code: "already_claimed" },
    });
    const bad = await upload(PROVIDER, `${HEADER}\n${COMPETITION.open},${WINDOW.open},BES-001,-1,0 02:00:00,10,250.50,\n`, 101);
    expect(await call(PROVIDER, "POST", recordPath(paths.fileRecords, bad.body.id, "claim"))).toMatchObject({ status: 400, body: { code: "not_ready" } });
  });

  it("FILE-01 BID-08 a created file's failed rows are retried once per token: the claim and each retry give the next token, a spent one is refused", async () => {
    const ready = await upload(PROVIDER, `${HEADER}\n${COMPETITION.open},${WINDOW.open},BES-001,1,0 02:00:00,10,250.50,\n`, 101);
    const retry = (id: number, body: unknown, email = PROVIDER) => call(email, "POST", recordPath(paths.fileRecords, id, "retry"), body);
    expect(await retry(ready.body.id, { retry_token: "made-up" })).toMatchObject({ status: 400, body: { detail: "The bids of this file have not been created yet.", code: "not_claimed" } });
    const claimed = await call(PROVIDER, "POST", recordPath(paths.fileRecords, ready.body.id, "claim"));
    expect(claimed.body.retry_token).toEqual(expect.any(String));
    // Only whoever created the bids is given the token: a read of the record does not show it.
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, ready.body.id))).body).not.toHaveProperty("retry_token");
    expect(await retry(ready.body.id, {})).toMatchObject({ status: 400, body: { retry_token: ["This field is required."] } });
    expect((await retry(ready.body.id, { retry_token: claimed.body.retry_token }, OPERATOR)).status).toBe(404);

    const first = await retry(ready.body.id, { retry_token: claimed.body.retry_token });
    expect(first).toMatchObject({ status: 200, body: { id: ready.body.id, claimed: claimed.body.claimed, retry_token: expect.any(String) } });
    expect(first.body.retry_token).not.toBe(claimed.body.retry_token);
    const spent = { status: 409, body: { detail: "These rows have already been retried.", code: "already_retried" } };
    expect(await retry(ready.body.id, { retry_token: claimed.body.retry_token })).toMatchObject(spent);
    expect(await retry(ready.body.id, { retry_token: "made-up" })).toMatchObject(spent);
    // The rows a retry leaves failed are retried with its token, once.
    const second = await retry(ready.body.id, { retry_token: first.body.retry_token });
    expect(second.status).toBe(200);
    expect(await retry(ready.body.id, { retry_token: first.body.retry_token })).toMatchObject(spent);
  });

  it("FILE-01 other upload types keep their status", async () => {
    const form = new FormData();
    form.set("file", new Blob(["meter_id,start,end,import_mwh,export_mwh\n"]), "meter.csv");
    form.set("org_id", "101");
    const response = await fetch(new URL(paths.fileUpload("meter-readings"), SANDBOX_BASE), {
      method: "POST",
      headers: { Authorization: `Bearer ${await sandboxToken(PROVIDER)}` },
      body: form,
    });
    const record = await response.json();
    expect((await call(PROVIDER, "GET", recordPath(paths.fileRecords, record.id))).body.status).toBe("Uploaded");
  });

  it("FILE-01 reads quoted CSV fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ]);
  });
});

describe("file status wording", () => {
  it("FILE-01 records carry the status labels, or the short codes u, r, e, f with i18n-friendly-files", async () => {
    seedBiddingMarket();
    const upload = async () => {
      const form = new FormData();
      form.set("file", new File(["competition_id,service_window_id\n"], "bids.csv", { type: "text/csv" }));
      form.set("org_id", "101");
      const token = await sandboxToken("provider@example.com");
      const response = await fetch(`${SANDBOX_BASE}${paths.fileUpload("bids")}`, { method: "POST", body: form, headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as { status: string };
    };
    expect((await upload()).status).toBe("Uploaded");
    store.users.find((user) => user.email === "provider@example.com")!.features.push("i18n_friendly_files");
    expect((await upload()).status).toBe("u");
  });
});

describe("spreadsheet bid files", () => {
  async function uploadFile(blob: Blob, name: string) {
    const form = new FormData();
    form.set("file", blob, name);
    form.set("org_id", "101");
    const token = await sandboxToken(PROVIDER);
    const response = await fetch(new URL(paths.fileUpload("bids"), SANDBOX_BASE), { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    const record = (await response.json()) as { id: number };
    const read = await fetch(new URL(recordPath(paths.fileRecords, record.id), SANDBOX_BASE), { headers: { Authorization: `Bearer ${token}` } });
    return read.json();
  }

  it("FILE-01 BID-08 an .xlsx bid file is read from its first sheet with the same rules as a CSV", async () => {
    const cells = (values: (string | number | null)[]) => values.map((value) => (value === null ? null : { value }));
    const sheet = [
      cells(HEADER.split(",")),
      cells([COMPETITION.open, WINDOW.open, "BES-001", 2.5, "0 02:00:00", 10, 250.5, null]),
      cells([COMPETITION.open, WINDOW.open, "BES-001", 2.5, "02:00", 10, 250.5, null]),
    ];
    const buffer = await writeXlsxFile(sheet).toBuffer();
    const record = await uploadFile(new Blob([new Uint8Array(buffer)]), "bids.xlsx");
    expect(record).toMatchObject({ status: "Error", rows_valid: 1 });
    expect(record.errors).toEqual([expect.objectContaining({ row: 3, field: "max_runtime" })]);
  });

  it("FILE-01 a file named .xlsx that is not a spreadsheet ends in Error", async () => {
    const record = await uploadFile(new Blob(["not a spreadsheet"]), "bids.xlsx");
    expect(record).toMatchObject({ status: "Error", errors: [{ row: null, field: null, message: "The file is not a readable CSV or XLSX file." }] });
  });
});
