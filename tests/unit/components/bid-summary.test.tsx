// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createTestI18n, type UiLanguage } from "../../support/render";
import clearingEn from "../../../locales/en-GB/clearing.json";
import clearingIt from "../../../locales/it-IT/clearing.json";
import clearingPt from "../../../locales/pt-PT/clearing.json";
import marketEn from "../../../locales/en-GB/market.json";
import marketIt from "../../../locales/it-IT/market.json";
import marketPt from "../../../locales/pt-PT/market.json";
import { BidSummaryTable } from "~/components/operator/bid-summary";
import { I18nextProvider } from "~/i18n/react";
import type { BidSummary } from "~/upstream/schemas/clearing";

const bundles = { "en-GB": [clearingEn, marketEn], "it-IT": [clearingIt, marketIt], "pt-PT": [clearingPt, marketPt] } as const;

function renderIn(lng: UiLanguage, summary: BidSummary) {
  const i18n = createTestI18n(lng);
  const [clearing, market] = bundles[lng];
  i18n.addResourceBundle(lng, "clearing", clearing);
  i18n.addResourceBundle(lng, "market", market);
  return render(
    <I18nextProvider i18n={i18n}>
      <BidSummaryTable summary={summary} powerType="active_power" currency="GBP" locale={lng} />
    </I18nextProvider>,
  );
}

const totals = { bid_count: 2, offered_capacity: 3, accepted_capacity: 0, min_price: 12.5, max_price: 40 };
const summary: BidSummary = {
  competition: { id: 4, name: "Teesside Dynamic", status: "closed" },
  windows: [{ window_id: 7, name: "Evening", service_period: 1, start_time: "17:00:00", end_time: "19:00:00", capacity_required: 5, ...totals }],
  totals,
};

/** The text an element's aria-describedby points at. */
const description = (element: HTMLElement) => (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");

test.each([
  ["en-GB", "Effective price range", /^Effective price: the prices the competition asks for added together, per MW per hour, with the utilisation price weighted by how much of the window is expected to be dispatched\. Market clearing ranks bids by it\.$/],
  ["it-IT", "Intervallo di prezzo effettivo", /^Prezzo effettivo: la somma dei prezzi richiesti dalla gara, per MW e per ora, con il prezzo di utilizzo ponderato /],
  ["pt-PT", "Intervalo de preços efetivos", /^Preço efetivo: a soma dos preços que o concurso pede, por MW e por hora, com o preço de utilização ponderado /],
] as const)("DEC-01 in %s the bid summary names its price range as effective prices and says what an effective price is", (lng, label, note) => {
  renderIn(lng, summary);
  const header = screen.getByRole("columnheader", { name: label });
  expect(description(header)).toMatch(note);
  expect(screen.getByText(note)).not.toBeNull();
});

test("DEC-01 the bid summary writes capacities with the reader's decimal separator", () => {
  const precise: BidSummary = {
    ...summary,
    windows: [{ ...summary.windows[0], capacity_required: 4.25, offered_capacity: 3.5, accepted_capacity: 1.75 }],
    totals: { ...totals, offered_capacity: 3.5, accepted_capacity: 1.75 },
  };
  renderIn("it-IT", precise);
  expect(screen.getByText("4,25 MW")).not.toBeNull();
  expect(screen.getAllByText("3,5 MW")).toHaveLength(2);
  expect(screen.getAllByText("1,75 MW")).toHaveLength(2);
  expect(screen.queryByText("3.5 MW")).toBeNull();
});
