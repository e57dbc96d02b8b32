import { beforeEach, describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import { BID_FILE_COLUMNS } from "~/domain/bidding/bulk-rows";
import { encodeBiddingMessage } from "~/domain/bidding/messages";
import * as route from "~/routes/manage.flexprovider.bids.bulk-upload/route";
import { CREATED_BEFORE_FIELD, RETRY_FILE_FIELD, RETRY_TOKEN_FIELD, retryFieldName, type BulkUploadData, type CreateOutcome, type UploadOutcome } from "~/routes/manage.flexprovider.bids.bulk-upload/bulk-result";
import { csrfProtection } from "~/session/csrf.server";
import { paths } from "~/upstream/paths";
import { createTestContext, type Jar } from "../../support/context";
import { APP, args, get, jarWithToken, sandboxToken, settle, statusOf } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";
import { ASSET, COMPETITION, WINDOW, seedBiddingMarket } from "../sandbox/bidding-fixtures";

useSandbox();
beforeEach(() => {
  seedBiddingMarket();
  // The page is read here with the file service's short status codes.
  store.users.find((user) => user.email === "provider@example.com")!.features.push("i18n_friendly_files");
});

const PAGE = "/manage/flexprovider/bids/bulk-upload";
const CREATE_BIDS = `POST /${paths.bids}`;

/** A file row built from the template's columns. */
const csvRow = (values: Partial<Record<(typeof BID_FILE_COLUMNS)[number], string | number>>) => BID_FILE_COLUMNS.map((column) => values[column] ?? "").join(",");
const goodRow = (capacity: number | string = 1.5) =>
  csvRow({ competition_id: COMPETITION.open, service_window_id: WINDOW.open, asset_refs: "BES-001", capacity_mw: capacity, max_runtime: "0 02:00:00", availability_price: 10, utilisation_price: 250.5 });
const csv = (...rows: string[]) => [BID_FILE_COLUMNS.join(","), ...rows].join("\n");

const signedIn = async () => jarWithToken(await sandboxToken("provider@example.com"));

async function withToken(jar: Jar, path: string) {
  const [token, cookie] = await csrfProtection().commitToken(get(path, jar));
  if (cookie) jar.take([cookie]);
  return token;
}

async function act(jar: Jar, path: string, body: FormData | URLSearchParams) {
  const headers: Record<string, string> = { Cookie: jar.header() };
  if (body instanceof URLSearchParams) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const context = createTestContext();
  const outcome = await settle(() => route.action(args(new Request(`${APP}${path}`, { method: "POST", body, headers }), {}, context)));
  jar.take(context.setCookies);
  return outcome;
}

async function upload(jar: Jar, text: string, name = "bids.csv") {
  const form = new FormData();
  form.set("csrf", await withToken(jar, PAGE));
  form.set("intent", "upload");
  form.set("file", new Blob([text], { type: "text/csv" }), name);
  return act(jar, PAGE, form);
}

async function load(jar: Jar, path: string) {
  const outcome = await settle(() => route.loader(args(get(path, jar))));
  return { ...outcome, data: outcome.value as BulkUploadData | undefined };
}

/** Uploads a file and follows the redirect to the page watching it. */
async function uploadAndWatch(jar: Jar, text: string) {
  const { response } = await upload(jar, text);
  expect(response?.status).toBe(302);
  const location = response!.headers.get("Location")!;
  expect(location).toMatch(/^\/manage\/flexprovider\/bids\/bulk-upload\?file=\d+&since=\d+$/);
  return location;
}

async function create(jar: Jar, path: string, fileId: number) {
  const body = new URLSearchParams({ csrf: await withToken(jar, path), intent: "create", file: String(fileId) });
  const { value, thrown } = await act(jar, path, body);
  expect(thrown).toBeUndefined();
  return value as CreateOutcome;
}

/** The retry form as the page renders it: every failed row's values under its position. */
async function retry(jar: Jar, path: string, outcome: CreateOutcome, edit: (position: number, field: string, value: string) => string = (_p, _f, value) => value) {
  const body = new URLSearchParams({ csrf: await withToken(jar, path), intent: "retry", [CREATED_BEFORE_FIELD]: String(outcome.total) });
  if (outcome.retry) {
    body.set(RETRY_FILE_FIELD, String(outcome.retry.file));
    body.set(RETRY_TOKEN_FIELD, outcome.retry.token);
  }
  outcome.failed.forEach((failed, position) => {
    const { ballot_assets, ...rest } = failed.bid;
    body.set(retryFieldName(position, "row"), String(failed.row));
    body.set(retryFieldName(position, "ballot_assets"), JSON.stringify(ballot_assets));
    for (const [field, value] of Object.entries(rest)) body.set(retryFieldName(position, field as never), edit(position, field, value === null ? "" : String(value)));
  });
  const { value, thrown } = await act(jar, path, body);
  expect(thrown).toBeUndefined();
  return value as CreateOutcome;
}

const newBids = () => store.market.bids.filter((bid) => bid.id !== 900);

describe("manage:flexprovider:bids:bulk-upload", () => {
  test("FILE-01 the page links to the bids template and offers the upload form", async () => {
    const { data } = await load(await signedIn(), PAGE);
    expect(data).toEqual({ templateHref: "/files/templates/bids", file: null });
  });

  test("FILE-01 FILE-02 BID-08 a good CSV is uploaded, the page watches its stages while Uploaded, then shows it Ready", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow(), goodRow(2)));
    const fileId = Number(new URL(location, APP).searchParams.get("file"));
    expect(store.files.find((file) => file.id === fileId)).toMatchObject({ type: "bids", name: "bids.csv", org_id: 101 });

    // The file service has not got to it yet: the record still says Uploaded.
    store.behaviour.faults.push({ path: `/${paths.fileRecords}${fileId}/`, method: "GET", status: 200, body: { id: fileId, type: "bids", name: "bids.csv", status: "u" }, times: 1 });
    const uploaded = (await load(jar, location)).data!.file!;
    expect(uploaded).toMatchObject({ id: fileId, status: "u", final: false, ready: false, poll: { poll: true, delayMs: 1000 } });
    expect(uploaded.stages.map(({ stage, state }) => [stage, state])).toEqual([
      ["uploading", "completed"],
      ["scanning", "active"],
      ["processing", "pending"],
    ]);
    expect(uploaded.loading).toMatchObject({ loading: true, expanded: false });

    const ready = (await load(jar, location)).data!.file!;
    expect(ready).toMatchObject({ status: "r", final: true, ready: true, rowsValid: 2, errors: [], poll: { poll: false, reason: "final" } });
    expect(ready.stages.every((stage) => stage.state === "completed")).toBe(true);
    expect(ready.loading).toEqual({ loading: false, stages: null, expanded: true, loadingFail: { outcome: false } });
    expect(callCount(CREATE_BIDS)).toBe(0);
  });

  test("FILE-01 polling stops after 20 minutes even when the file never settles; an address without a start time gets one", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow()));
    const fileId = Number(new URL(location, APP).searchParams.get("file"));
    store.behaviour.faults.push({ path: `/${paths.fileRecords}${fileId}/`, method: "GET", status: 200, body: { id: fileId, type: "bids", name: "bids.csv", status: "u" } });
    const started = Date.now() - 1_200_000;
    const late = (await load(jar, `${PAGE}?file=${fileId}&since=${started}`)).data!.file!;
    expect(late.poll).toEqual({ poll: false, reason: "timeout" });
    expect(late.loading).toMatchObject({ loading: false, expanded: true, loadingFail: { outcome: false } });
    const fresh = await load(jar, `${PAGE}?file=${fileId}`);
    expect(statusOf(fresh.thrown)).toBe(302);
    expect((fresh.thrown as Response).headers.get("Location")).toMatch(new RegExp(`\\?file=${fileId}&since=\\d+$`));
    expect(statusOf((await load(jar, `${PAGE}?file=abc`)).thrown)).toBe(404);
  });

  test("FILE-01 BID-08 creating a Ready file's bids posts its rows and reports how many were created", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow(), goodRow(2)));
    const { file } = (await load(jar, location)).data!;
    const outcome = await create(jar, location, file!.id);
    expect(outcome).toEqual({ intent: "create", created: 2, total: 2, failed: [] });
    expect(callCount(CREATE_BIDS)).toBe(1);
    expect(newBids().map((bid) => [bid.competition, bid.service_window, bid.capacity, bid.max_runtime, bid.availability_price, bid.utilisation_price])).toEqual([
      [COMPETITION.open, WINDOW.open, 1.5, "0 02:00:00", 10, 250.5],
      [COMPETITION.open, WINDOW.open, 2, "0 02:00:00", 10, 250.5],
    ]);
  });

  test("FILE-01 BID-08 a file with one bad row ends in Error with that row's message, and nothing can be created from it", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow(), goodRow(9)));
    const file = (await load(jar, location)).data!.file!;
    expect(file).toMatchObject({ status: "e", final: true, ready: false, rowsValid: 1, loading: { loadingFail: { outcome: true } } });
    expect(file.errors).toEqual([{ row: 3, field: "capacity_mw", message: "Ensure this value is less than or equal to 3." }]);
    expect(await create(jar, location, file.id)).toMatchObject({ created: 0, failed: [], formError: "upload:errors.notReady" });
    expect(callCount(CREATE_BIDS)).toBe(0);
  });

  test("BID-08 when one chunk of a large file is refused the other chunk's bids are kept, the failed rows are listed with their reasons, and retrying them alone creates them", async () => {
    const jar = await signedIn();
    const rows = Array.from({ length: 260 }, (_, position) => goodRow(((position % 20) + 1) / 10));
    const location = await uploadAndWatch(jar, csv(...rows));
    const file = (await load(jar, location)).data!.file!;
    expect(file).toMatchObject({ ready: true, rowsValid: 260 });

    store.behaviour.faults.push({
      path: `/${paths.bids}`,
      method: "POST",
      status: 400,
      body: [{ capacity: ["Ensure this value is less than or equal to 0.05."] }],
      times: 1,
    });
    const outcome = await create(jar, location, file.id);
    expect(callCount(CREATE_BIDS)).toBe(2);
    const chunks = [
      Array.from({ length: 250 }, (_, position) => position + 2),
      Array.from({ length: 10 }, (_, position) => position + 252),
    ];
    const failedRows = outcome.failed.map((failed) => failed.row);
    expect(chunks).toContainEqual(failedRows);
    expect(outcome.created).toBe(260 - failedRows.length);
    expect(newBids()).toHaveLength(outcome.created);
    // The kept bids are exactly the rows of the other chunk.
    const kept = chunks.find((chunk) => chunk !== chunks.find((candidate) => candidate[0] === failedRows[0]))!;
    expect(newBids().map((bid) => bid.capacity)).toEqual(kept.map((row) => (((row - 2) % 20) + 1) / 10));

    const [first, ...others] = outcome.failed;
    expect(first.errors).toEqual([{ row: first.row, field: "capacity_mw", message: "Ensure this value is less than or equal to 0.05." }]);
    expect(first.bid).toEqual({
      competition: COMPETITION.open,
      service_window: WINDOW.open,
      ballot_assets: [{ flex_asset: ASSET.battery, planned: false }],
      capacity: (((first.row - 2) % 20) + 1) / 10,
      max_runtime: "0 02:00:00",
      availability_price: 10,
      utilisation_price: 250.5,
      service_fee: null,
    });
    for (const other of others) expect(other.errors).toEqual([{ row: other.row, field: null, message: encodeBiddingMessage("bidNotSaved") }]);

    const retried = await retry(jar, location, outcome);
    expect(retried).toEqual({ intent: "retry", created: failedRows.length, total: 260, failed: [] });
    expect(callCount(CREATE_BIDS)).toBe(2 + Math.ceil(failedRows.length / 250));
    expect(newBids()).toHaveLength(260);
    expect(newBids().map((bid) => bid.capacity).sort()).toEqual(rows.map((_, position) => ((position % 20) + 1) / 10).sort());
  });

  test("BID-08 a retried row the upstream still refuses comes back with its row number and the upstream's reason", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow(), goodRow(2)));
    const file = (await load(jar, location)).data!.file!;
    store.behaviour.faults.push({ path: `/${paths.bids}`, method: "POST", status: 503, times: 1 });
    const outcome = await create(jar, location, file.id);
    expect(outcome.created).toBe(0);
    expect(outcome.failed.map((failed) => failed.row)).toEqual([2, 3]);
    expect(outcome.failed[0].errors).toEqual([
      { row: 2, field: null, message: encodeBiddingMessage("bidNotSaved") },
      { row: 2, field: null, message: "A server error occurred." },
    ]);
    const again = await retry(jar, location, outcome, (position, field, value) => (position === 1 && field === "capacity" ? "9" : value));
    expect(again.created).toBe(0);
    expect(again.failed.map((failed) => failed.row)).toEqual([2, 3]);
    expect(again.failed[1].errors).toEqual([{ row: 3, field: "capacity_mw", message: "Ensure this value is less than or equal to 3." }]);
    expect(again.failed[1].bid.capacity).toBe("9");
    expect(newBids()).toHaveLength(0);
  });

  test("BID-08 failed rows are retried once: the same retry posted again is refused and creates nothing, while the rows a retry leaves failed can be retried", async () => {
    const jar = await signedIn();
    const location = await uploadAndWatch(jar, csv(goodRow(), goodRow(2)));
    const file = (await load(jar, location)).data!.file!;
    store.behaviour.faults.push({ path: `/${paths.bids}`, method: "POST", status: 503, times: 2 });
    const outcome = await create(jar, location, file.id);
    expect(outcome.retry).toEqual({ file: file.id, token: expect.any(String) });
    const again = await retry(jar, location, outcome);
    expect(again).toMatchObject({ created: 0, failed: [{ row: 2 }, { row: 3 }], retry: { file: file.id } });

    // The first round's form, posted again (the back button): refused, nothing sent.
    const calls = callCount(CREATE_BIDS);
    expect(await retry(jar, location, outcome)).toEqual({ intent: "retry", created: 0, total: 0, failed: [], formError: "upload:errors.alreadyRetried" });
    expect(callCount(CREATE_BIDS)).toBe(calls);

    const retried = await retry(jar, location, again);
    expect(retried).toEqual({ intent: "retry", created: 2, total: 2, failed: [] });
    expect(await retry(jar, location, again)).toMatchObject({ created: 0, formError: "upload:errors.alreadyRetried" });
    expect(newBids()).toHaveLength(2);
    expect(callCount(CREATE_BIDS)).toBe(calls + 1);

    // A form without its retry token is not one the page made.
    const { retry: _token, ...untokened } = again;
    expect(await retry(jar, location, untokened)).toMatchObject({ created: 0, formError: "upload:errors.retryRows" });
    expect(newBids()).toHaveLength(2);
  });

  test("FILE-01 an upload needs a CSV or XLSX file; a retry without readable rows is refused; an unknown intent is a bad request", async () => {
    const jar = await signedIn();
    const empty = await upload(jar, "");
    expect(empty.value as UploadOutcome).toEqual({ intent: "upload", fileError: "upload:errors.noFile" });
    const wrongType = await upload(jar, csv(goodRow()), "bids.txt");
    expect(wrongType.value as UploadOutcome).toEqual({ intent: "upload", fileError: "upload:errors.fileType" });
    expect(store.files).toHaveLength(0);
    const broken = new URLSearchParams({ csrf: await withToken(jar, PAGE), intent: "retry", [retryFieldName(0, "row")]: "2", [retryFieldName(0, "ballot_assets")]: "not json" });
    expect((await act(jar, PAGE, broken)).value).toMatchObject({ intent: "retry", created: 0, formError: "upload:errors.retryRows" });
    const unknown = new URLSearchParams({ csrf: await withToken(jar, PAGE), intent: "publish" });
    expect(statusOf((await act(jar, PAGE, unknown)).thrown)).toBe(400);
    expect(callCount(CREATE_BIDS)).toBe(0);
  });

  test("FILE-01 a multipart upload without the anti-forgery field is refused before anything is sent", async () => {
    const jar = await signedIn();
    await withToken(jar, PAGE);
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new Blob([csv(goodRow())], { type: "text/csv" }), "bids.csv");
    expect(statusOf((await act(jar, PAGE, form)).thrown)).toBe(403);
    expect(store.files).toHaveLength(0);
  });
});
