import type { Organisation } from "../types";
import type { MarketData } from "../market-types";

export type GeneratedMarket = MarketData & { organisations: Organisation[] };

/** The GB market, generated deterministically. `assets` sets how many assets to create. */
export function generateMarket(_options: { assets: number }): GeneratedMarket {
  return {
    organisations: [],
    licenceAreas: [],
    gridSupplyPoints: [],
    competitions: [],
    assets: [],
    qualifications: [],
    ballots: [],
    ballotAssetGroups: [],
    bids: [],
    decisions: [],
    inputParameterSets: [],
    entries: [],
    competitionConfirmations: [],
    places: [],
  };
}
