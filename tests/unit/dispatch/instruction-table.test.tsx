// @vitest-environment jsdom
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { InstructionTable } from "~/components/dispatch/instruction-table";
import { I18nextProvider } from "~/i18n/react";
import type { Instruction } from "~/upstream/schemas/dispatch";
import dispatch from "../../../locales/en-GB/dispatch.json";

function instruction(id: number, competition: string, utilisationPrice: number | null, status = "scheduled"): Instruction {
  return {
    id,
    reference: `DI-${id}`,
    status,
    period: "upcoming",
    competition: { id, name: competition, reference: `C-${id}` },
    operator: { id: 201, name: "Northern Powergrid" },
    flex_provider: { id: 101, name: "Brightside Energy Storage Ltd" },
    bid: id,
    decision: id,
    service_window: { id: 1, name: "Morning peak", start_time: "07:00", end_time: "09:30" },
    assets: [{ id: 1, ref: "BSE-1", name: "Kirkstall Pumping Station" }],
    start: "2026-12-01T07:00:00.000Z",
    end: "2026-12-01T09:30:00.000Z",
    capacity: 2,
    capacity_unit: "MW",
    direction: "deficit",
    utilisation_price: utilisationPrice,
    expected_volume: 5,
    volume_unit: "MWh",
    expected_cost: 5 * (utilisationPrice ?? 0),
    currency: "GBP",
    response_window: "week_ahead",
    issue_at: "2026-11-28T07:00:00.000Z",
    response_deadline: "2026-11-28T11:00:00.000Z",
    unavailable_assets: [],
    response: "accepted",
    responded_by: null,
    responded_at: null,
    auto_accept_rule: null,
    stopped_at: status === "stop" ? "2026-11-29T07:00:00.000Z" : null,
    stopped_by: null,
    created: "2026-11-28T07:00:00.000Z",
  } as Instruction;
}

function rows(instructions: Instruction[]) {
  const i18n = createInstance();
  void i18n.init({ lng: "en-GB", ns: ["dispatch"], defaultNS: "dispatch", resources: { "en-GB": { dispatch } }, interpolation: { escapeValue: false }, initImmediate: false });
  const host = document.createElement("div");
  host.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <InstructionTable instructions={instructions} side={{ role: "operator", canDispatch: true, canRespond: false }} locale="en-GB" timezone="Europe/London" now="2026-11-29T07:00:00.000Z" />
    </I18nextProvider>,
  );
  return [...host.querySelectorAll("tbody tr")].map((row) => row.textContent?.replace(/\s+/g, " ") ?? "");
}

describe("the expected cost in the dispatch lists", () => {
  test("DISP-01 a £0.00 of a competition without a utilisation price says it is availability only; a priced instruction shows its cost alone", () => {
    const [availability, priced, stopped] = rows([instruction(1, "Yorkshire Winter Sustain", null), instruction(2, "Leeds Utilisation", 80), instruction(3, "Yorkshire Winter Sustain", null, "stop")]);
    expect(availability).toContain("£0.00No utilisation payment: availability only");
    expect(priced).toContain("£400.00");
    expect(priced).not.toContain("No utilisation payment");
    expect(stopped).toContain("Not incurred: stopped");
    expect(stopped).toContain("No utilisation payment: availability only");
  });
});
