import { describe, expect, test } from "vitest";
import { choosePage, choosePageHref } from "~/domain/assets/choose-page";

const rows = Array.from({ length: 120 }, (_, index) => ({ asset: { id: index + 1, planned: index >= 110 } }));

describe("choose-assets step paging", () => {
  test("QUAL-01 one page of 50 at a time, the page kept within the pages there are", () => {
    expect(choosePage(rows, [], "1").rows.map((row) => row.asset.id)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const last = choosePage(rows, [], "3");
    expect([last.page, last.pages, last.total, last.rows.length]).toEqual([3, 3, 120, 20]);
    expect(choosePage(rows, [], "99").page).toBe(3);
    expect(choosePage(rows, [], "abc").page).toBe(1);
    expect(choosePage(rows, [], null).page).toBe(1);
    expect(choosePage([], [], "2")).toMatchObject({ page: 1, pages: 1, rows: [] });
  });

  test("QUAL-01 the assets chosen on other pages are kept apart, to travel as hidden fields", () => {
    expect(choosePage(rows, ["a3", "a60", "p111"], "2").chosenElsewhere).toEqual(["a3", "p111"]);
    expect(choosePage(rows, ["a3", "a60", "p111"], "1").chosenElsewhere).toEqual(["a60", "p111"]);
  });

  test("QUAL-01 a page button leads to the step's address with the posted choices; other intents are not pages", () => {
    const state = { competition: 6, assets: ["a3", "p111"], data: {} };
    expect(choosePageHref("page:2", state)).toBe("/manage/flexprovider/qualification/assets?competition=6&asset=a3&asset=p111&page=2");
    expect(choosePageHref("next", state)).toBeNull();
    expect(choosePageHref("page:0", state)).toBeNull();
    expect(choosePageHref("page:x", state)).toBeNull();
  });
});
