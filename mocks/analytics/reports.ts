import type { Competition, MarketData } from "../store/market-types";
import { dispatch, settlement } from "./delivery";

export type ReportFilter = { from?: string; to?: string; competition?: number };

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const mean = (values: number[]) => (values.length ? round(values.reduce((a, b) => a + b, 0) / values.length) : null);

/**
 * The operator's competitions that opened within the period (ISO dates, inclusive), or the one
 * chosen. A removed competition (its name cleared) is not reported, as it is listed nowhere else.
 */
export function competitionsOf(market: MarketData, operatorId: number, filter: ReportFilter): Competition[] {
  return market.competitions
    .filter((competition) => competition.operator_id === operatorId && competition.name !== "")
    .filter((competition) => filter.competition == null || competition.id === filter.competition)
    .filter((competition) => !filter.from || competition.open.slice(0, 10) >= filter.from)
    .filter((competition) => !filter.to || competition.open.slice(0, 10) <= filter.to)
    .sort((a, b) => a.open.localeCompare(b.open) || a.id - b.id);
}

/** Providers, assets and bids per competition, counted from active ballots and bids. */
export function participation(market: MarketData, competitions: Competition[]) {
  return competitions.map((competition) => {
    const bids = market.bids.filter((bid) => bid.competition === competition.id && bid.is_active);
    const ballots = new Set(market.ballots.filter((ballot) => ballot.competition === competition.id && ballot.is_active).map((ballot) => ballot.id));
    const assets = new Set(
      market.ballotAssetGroups
        .filter((group) => ballots.has(group.ballot) && group.active)
        .flatMap((group) => group.ballot_assets.map((asset) => `${asset.planned ? "p" : "a"}${asset.flex_asset}`)),
    );
    return {
      competition: competition.id,
      name: competition.name,
      providers: new Set(bids.map((bid) => bid.organisation_id)).size,
      assets: assets.size,
      bids: bids.length,
    };
  });
}

/** Mean accepted availability and utilisation prices against the guide prices, per product. */
export function prices(market: MarketData, competitions: Competition[]) {
  const products = [...new Set(competitions.map((competition) => competition.product_type))].sort();
  return products.map((product) => {
    const ofProduct = competitions.filter((competition) => competition.product_type === product);
    const ids = new Set(ofProduct.map((competition) => competition.id));
    const accepted = market.bids.filter((bid) => ids.has(bid.competition) && bid.is_active && bid.outcome === "accepted");
    const numbers = (values: (number | null)[]) => values.filter((value): value is number => value != null);
    return {
      product,
      accepted_bids: accepted.length,
      accepted_availability_price: mean(numbers(accepted.map((bid) => bid.availability_price))),
      guide_availability_price: mean(numbers(ofProduct.map((competition) => competition.availability_guide_price))),
      accepted_utilisation_price: mean(numbers(accepted.map((bid) => bid.utilisation_price))),
      guide_utilisation_price: mean(numbers(ofProduct.map((competition) => competition.utilisation_guide_price))),
    };
  });
}

/** Capacity accepted by approved clearing decisions against the capacity required, per service window. */
export function clearing(market: MarketData, competitions: Competition[]) {
  const bidWindow = new Map(market.bids.map((bid) => [bid.id, bid.service_window]));
  return competitions.flatMap((competition) =>
    competition.service_periods.flatMap((period) =>
      period.windows.map((window) => {
        const accepted = market.decisions
          .filter((decision) => decision.competition === competition.id && decision.approved && bidWindow.get(decision.bid_id) === window.id)
          .reduce((sum, decision) => sum + decision.accepted_capacity, 0);
        return {
          competition: competition.id,
          name: competition.name,
          window: window.id,
          window_name: `${period.name} · ${window.name}`,
          required_capacity: round(window.capacity_required, 3),
          accepted_capacity: round(accepted, 3),
        };
      }),
    ),
  );
}

export const REPORTS = { participation, prices, clearing, dispatch, settlement } as const;
export type ReportName = keyof typeof REPORTS;
