import { describe, expect, test } from "vitest";
import { bidSuccessActions } from "~/domain/bidding/bid-success";
import { englishKey } from "./fixtures";

const shown = (variant: Parameters<typeof bidSuccessActions>[0]) =>
  bidSuccessActions(variant).map((action) => [action.intent, englishKey(action.label.key)]);

describe("bid success modal", () => {
  test("BID-07 after saving bids: Finish bidding and Add another bid", () => {
    expect(shown("bid")).toEqual([
      ["finish", "Finish bidding"],
      ["add-another", "Add another bid"],
    ]);
  });

  test("BID-07 the upload-baseline variant leads to the baseline upload, with Finish bidding beside it", () => {
    expect(shown("upload-baseline")).toEqual([
      ["upload-baseline", "Upload baseline"],
      ["finish", "Finish bidding"],
    ]);
  });
});
