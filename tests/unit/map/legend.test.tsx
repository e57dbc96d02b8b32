// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { MapLegend } from "~/components/map/map-legend";
import { PIN_COLOURS } from "~/domain/map/colours";
import { legendEntries } from "~/domain/map/legend";
import { renderMap, serverHtml } from "./render-map";

describe("map legend", () => {
  test("MAP-02 the legend reads Qualified and Unqualified by default", () => {
    expect(legendEntries(false)).toEqual([
      { kind: "qualified", labelKey: "legend.qualified", colour: PIN_COLOURS.qualified },
      { kind: "unqualified", labelKey: "legend.unqualified", colour: PIN_COLOURS.unqualified },
    ]);
    renderMap(<MapLegend eligibilityCopy={false} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Qualified", "Unqualified"]);
  });

  test("MAP-02 with katz_change_eligibility_copy it reads Eligible / qualified and Ineligible / disqualified", () => {
    expect(legendEntries(true).map((entry) => entry.labelKey)).toEqual(["legend.eligibleQualified", "legend.ineligibleDisqualified"]);
    renderMap(<MapLegend eligibilityCopy />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Eligible / qualified", "Ineligible / disqualified"]);
  });

  test("MAP-02 the legend is in the server's HTML, translated, with swatches in the pin colours", () => {
    const host = serverHtml(<MapLegend eligibilityCopy={false} />);
    expect(host.querySelector("figcaption")?.textContent).toBe("Key");
    const swatches = [...host.querySelectorAll<HTMLElement>(".map-legend__swatch")];
    expect(swatches.map((swatch) => swatch.style.backgroundColor)).toEqual(["rgb(26, 127, 55)", "rgb(194, 65, 12)"]);
    renderMap(<MapLegend eligibilityCopy />, "it-IT");
    expect(screen.getByText("Idonea / qualificata")).toBeTruthy();
  });
});
