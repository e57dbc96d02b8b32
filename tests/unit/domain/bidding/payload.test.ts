import { describe, expect, test } from "vitest";
import { chunk } from "~/domain/chunks";
import {
  assetGroupPayload,
  ballotCreatePayload,
  bidWrites,
  failedChunkErrors,
  failedFormRows,
} from "~/domain/bidding/payload";
import type { ValidBid } from "~/domain/bidding/types";
import { englishText } from "./fixtures";

const bid = (row: number, extra: Partial<ValidBid> = {}): ValidBid => ({
  row,
  service_window: 11,
  capacity: 1,
  max_runtime: "0 01:00:00",
  availability_price: 10,
  utilisation_price: null,
  service_fee: null,
  ...extra,
});

describe("ballot payloads", () => {
  test("BID-03 a new ballot is posted with its competition and its first asset group", () => {
    expect(
      ballotCreatePayload(7, [
        { flex_asset: 1, planned: false },
        { flex_asset: 3, planned: true },
        { flex_asset: 1, planned: false },
      ]),
    ).toEqual({ competition: 7, asset_group: { ballot_assets: [{ flex_asset: 1, planned: false }, { flex_asset: 3, planned: true }] } });
  });

  test("BID-03 a changed selection on an existing ballot is posted as a new asset group", () => {
    expect(assetGroupPayload(100, [{ flex_asset: 2, planned: false }])).toEqual({ ballot: 100, ballot_assets: [{ flex_asset: 2, planned: false }] });
  });
});

describe("bidWrites", () => {
  test("BID-04 saved bids (with an id) are patched, new ones created in the ballot; rows kept alongside", () => {
    const writes = bidWrites(100, [bid(0, { id: 201 }), bid(1), bid(2, { id: 202, capacity: 2 }), bid(3, { service_window: 12 })]);
    expect(writes.create).toEqual([
      { ballot: 100, service_window: 11, capacity: 1, max_runtime: "0 01:00:00", availability_price: 10, utilisation_price: null, service_fee: null },
      { ballot: 100, service_window: 12, capacity: 1, max_runtime: "0 01:00:00", availability_price: 10, utilisation_price: null, service_fee: null },
    ]);
    expect(writes.createRows).toEqual([1, 3]);
    expect(writes.patch.map((body) => [body.id, body.capacity])).toEqual([
      [201, 1],
      [202, 2],
    ]);
    expect(writes.patchRows).toEqual([0, 2]);
    expect(writes.patch[0]).not.toHaveProperty("row");
    expect(writes.patch[0]).not.toHaveProperty("ballot");
  });

  test("BID-04 saved bids no longer in the form are listed for removal", () => {
    expect(bidWrites(100, [bid(0, { id: 201 })], [201, 202, 203, 202]).removed).toEqual([202, 203]);
    expect(bidWrites(100, []).removed).toEqual([]);
  });
});

describe("failed chunks", () => {
  // 5 new bids written in chunks of 2: the second chunk (bodies 2 and 3) failed.
  const formRows = [0, 2, 4, 6, 8];
  const indexed = formRows.map((_, index) => ({ index }));
  const failedChunk = chunk(indexed, 2)[1];

  test("BID-04 a failed chunk leads back to its form rows", () => {
    expect(failedFormRows(formRows, { rows: failedChunk, error: new Error("boom") })).toEqual([4, 6]);
  });

  test("BID-04 per-body upstream errors land on their rows' fields; other fields on the row; rows without errors say not saved", () => {
    const error = Object.assign(new Error("400"), {
      body: [{ capacity: ["Ensure this value is less than or equal to 2."], ballot: ["Invalid pk"] }, {}],
    });
    const errors = failedChunkErrors(formRows, { rows: failedChunk, error });
    expect(errors).toEqual({
      "bids[4].capacity": ["Ensure this value is less than or equal to 2."],
      "bids[4]": ["Invalid pk"],
      "bids[6]": [expect.any(String)],
    });
    expect(englishText(errors["bids[6]"][0])).toBe("This bid was not saved. Please try again.");
  });

  test("BID-04 a chunk that failed without per-body errors marks each of its rows not saved", () => {
    const errors = failedChunkErrors(formRows, { rows: failedChunk, error: { body: { detail: "Server error" } } });
    expect(Object.keys(errors)).toEqual(["bids[4]", "bids[6]"]);
    expect(failedChunkErrors(formRows, { rows: failedChunk, error: null })).toHaveProperty("bids[4]");
  });
});
