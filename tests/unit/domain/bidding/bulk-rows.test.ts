import { describe, expect, test } from "vitest";
import { BID_FILE_COLUMNS, parseBulkBids } from "~/domain/bidding/bulk-rows";
import { parseCsv } from "~/domain/bidding/csv";
import { TEMPLATES } from "~mocks/handlers/files";
import { competition, englishText, fixedPriceCompetition, qualifications } from "./fixtures";

const HEADER = BID_FILE_COLUMNS.join(",");
const file = (...rows: string[]) => [HEADER, ...rows].join("\n");
const texts = (errors: Partial<Record<string, string[]>>) =>
  Object.fromEntries(Object.entries(errors).map(([column, messages]) => [column, messages!.map(englishText)]));

describe("parseCsv (RFC 4180)", () => {
  test("BID-08 fields, quoted fields with commas, doubled quotes and line breaks, CRLF and a byte order mark", () => {
    const { records, unterminatedQuote } = parseCsv('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\nlines",\n');
    expect(unterminatedQuote).toBe(false);
    expect(records).toEqual([
      ["a", "b", "c"],
      ["1", "x, y", 'say "hi"'],
      ["2", "two\nlines", ""],
    ]);
  });

  test("BID-08 an empty file has no records; a last line without a break still counts; CR alone ends a record", () => {
    expect(parseCsv("").records).toEqual([]);
    expect(parseCsv("a,b").records).toEqual([["a", "b"]]);
    expect(parseCsv("a\rb").records).toEqual([["a"], ["b"]]);
    expect(parseCsv('"",x').records).toEqual([["", "x"]]);
  });

  test("BID-08 a quote inside an unquoted field is text; an unclosed quote is reported", () => {
    expect(parseCsv('ab"c,d').records).toEqual([['ab"c', "d"]]);
    expect(parseCsv('a,"open\n').unterminatedQuote).toBe(true);
  });
});

describe("parseBulkBids", () => {
  test("BID-08 the columns are the bids template's", () => {
    expect([...BID_FILE_COLUMNS]).toEqual(TEMPLATES.bids);
  });

  test("BID-08 valid rows become bid inputs; rows are numbered as a spreadsheet does (header is row 1); blank rows skipped", () => {
    const parsed = parseBulkBids(file("7,11,BAT-1; HP-2 ;BAT-1,1.5,02:00:00,12.5,80,", ",,,,,,,", "7,12,BAT-1,1,0 01:00:00,,,"));
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(parsed.rows[0].bid).toEqual({
      competition: 7,
      service_window: 11,
      asset_refs: ["BAT-1", "HP-2"],
      capacity: 1.5,
      max_runtime: "0 02:00:00",
      availability_price: 12.5,
      utilisation_price: 80,
      service_fee: null,
    });
    expect(parsed.rows[0].values.asset_refs).toBe("BAT-1; HP-2 ;BAT-1");
    expect(parsed.validRows).toBe(2);
  });

  test("BID-08 BID-04 each row carries its own errors by column, 'This field is required' for missing values", () => {
    const parsed = parseBulkBids(file("7,11,BAT-1,1,0 01:00:00,,,", ",x,,1.234567,soon,-1,,"));
    expect(parsed.rows[0].errors).toEqual({});
    expect(texts(parsed.rows[1].errors)).toEqual({
      competition_id: ["This field is required"],
      service_window_id: ["Enter a whole number id, as the template shows."],
      asset_refs: ["This field is required"],
      capacity_mw: ["Ensure that there are no more than 5 decimal places."],
      max_runtime: ["Enter a duration as D HH:MM:SS (days, hours, minutes, seconds), for example 0 01:30:00."],
      availability_price: ["Enter an amount of 0 or more with up to 2 decimal places, for example 12.50."],
    });
    expect(parsed.rows[1].bid).toBeNull();
    expect(parsed.validRows).toBe(1);
  });

  test("BID-08 BID-04 with the competitions given: unknown competition, a window of another competition, required rates, limits", () => {
    const context = { competitions: [competition()] };
    const parsed = parseBulkBids(
      file("8,11,BAT-1,1,0 01:00:00,1,1,", "7,99,BAT-1,1,0 01:00:00,1,1,", "7,11,BAT-1,6,0 01:00:00,,,5", "7,21,BAT-1,1,0 01:00:00,1,1,"),
      context,
    );
    expect(texts(parsed.rows[0].errors)).toEqual({ competition_id: ["No competition you can bid in has this id."] });
    expect(texts(parsed.rows[1].errors)).toEqual({ service_window_id: ["This service window does not belong to the competition."] });
    expect(texts(parsed.rows[2].errors)).toEqual({
      capacity_mw: [expect.stringContaining("no more than 5 MW")],
      availability_price: ["This field is required"],
      utilisation_price: ["This field is required"],
    });
    expect(texts(parsed.rows[3].errors)).toEqual({ service_window_id: ["Bids cannot be placed in this service window."] });
  });

  test("BID-08 with assets and qualifications: references resolve to assets, unknown ones are errors, capacity held to qualified capacity", () => {
    const context = {
      competitions: [competition()],
      assets: [
        { id: 1, planned: false, ref: "BAT-1" },
        { id: 3, planned: true, ref: "PV-3" },
      ],
      qualifications,
    };
    const parsed = parseBulkBids(file("7,11,BAT-1;PV-3,2.25,0 01:00:00,1,2,", "7,11,BAT-1,2,0 01:00:00,1,2,", "7,11,NOPE,1,0 01:00:00,1,2,"), context);
    expect(parsed.rows[0].bid).toMatchObject({ ballot_assets: [{ flex_asset: 1, planned: false }, { flex_asset: 3, planned: true }], capacity: 2.25 });
    expect(texts(parsed.rows[1].errors)).toEqual({ capacity_mw: [expect.stringContaining("no more than 1.5 MW")] });
    expect(texts(parsed.rows[2].errors).asset_refs).toEqual(['Unknown asset reference "NOPE".']);
  });

  test("BID-08 fixed price rows take the window's prices", () => {
    const parsed = parseBulkBids(file("7,11,BAT-1,1,0 01:00:00,,,"), { competitions: [fixedPriceCompetition()] });
    expect(parsed.rows[0].bid).toMatchObject({ availability_price: 12.5, utilisation_price: 90, service_fee: null });
  });

  test("BID-08 the header may name the asset column in the singular, in any case, in any order; rate columns may be left out", () => {
    const parsed = parseBulkBids("MAX_RUNTIME,capacity_mw,asset_ref,service_window_id,competition_id\n0 01:00:00,1,BAT-1,11,7\n");
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows[0].bid).toMatchObject({ competition: 7, service_window: 11, asset_refs: ["BAT-1"], availability_price: null });
  });

  test("BID-08 file errors: missing columns, a broken quote, no rows", () => {
    expect(parseBulkBids("competition_id,capacity_mw\n7,1").fileErrors.map(englishText)).toEqual([
      "The file is missing these columns: service_window_id, asset_refs, max_runtime.",
    ]);
    expect(parseBulkBids(file('7,11,"BAT-1,1')).fileErrors.map(englishText)).toEqual(["The file could not be read: a quoted value is not closed."]);
    expect(parseBulkBids(file()).fileErrors.map(englishText)).toEqual(["The file has no bid rows."]);
    expect(parseBulkBids("").fileErrors.map(englishText)).toEqual(["The file has no bid rows."]);
  });
});
