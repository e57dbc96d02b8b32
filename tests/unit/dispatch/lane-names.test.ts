import { describe, expect, test } from "vitest";
import { LANE_NAME_CHARS, shortLaneName } from "~/domain/dispatch/schedule";

describe("the dispatch schedule's lane names", () => {
  test("DISP-01 a name that fits is drawn whole", () => {
    expect(shortLaneName("Thornton Wind Farm 193")).toBe("Thornton Wind Farm 193");
  });

  test("DISP-01 a long asset name keeps its number whole, so two assets of one site still differ", () => {
    const engines = ["Thornton Gas Engine 2770", "Thornton Gas Engine 2771"].map((name) => shortLaneName(name));
    expect(engines).toEqual(["Thornton Gas Eng… 2770", "Thornton Gas Eng… 2771"]);
    expect(shortLaneName("Kirkstall Pumping Station 1736")).toBe("Kirkstall Pumpin… 1736");
    for (const name of engines) expect(name.length).toBeLessThanOrEqual(LANE_NAME_CHARS);
  });

  test("DISP-01 a long name without a number is cut with an ellipsis at the column's width", () => {
    expect(shortLaneName("Yorkshire Winter Sustain")).toBe("Yorkshire Winter Sust…");
    expect(shortLaneName("Yorkshire Winter Sustain").length).toBe(LANE_NAME_CHARS);
    // A last word too long to keep is cut like any other.
    expect(shortLaneName("Battery BSE-002306-NORTH-YORKSHIRE-7")).toBe("Battery BSE-002306-NO…");
  });
});
