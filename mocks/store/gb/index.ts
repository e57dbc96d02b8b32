import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import type { MarketData } from "../market-types";
import type { Organisation } from "../types";
import { assets as generateAssets } from "./assets";
import { ballots } from "./ballots";
import { competitions as generateCompetitions } from "./competitions";
import { gridSupplyPoints } from "./grid-supply-points";
import { licenceAreas } from "./licence-areas";
import { organisations } from "./operators";
import { places } from "./places";
import { qualifications as generateQualifications } from "./qualifications";

export type GeneratedMarket = MarketData & { organisations: Organisation[] };

export type MarketOptions = {
  /** How many assets to create. */
  assets: number;
  /** The day the competition dates are placed around; today (UTC) unless given. */
  today?: Date | string;
};

/**
 * The GB market, generated deterministically: the same options give the same market
 * (competition dates follow `today`, so each status stays true of the present).
 */
export function generateMarket(options: MarketOptions): GeneratedMarket {
  const today = (options.today ? DateTime.fromJSDate(new Date(options.today)) : DateTime.fromMillis(nowMs())).toUTC().startOf("day");
  const areas = licenceAreas();
  const supplyPoints = gridSupplyPoints(areas);
  const competitions = generateCompetitions(areas, today);
  const { assets, areaRefs } = generateAssets(Math.max(0, Math.floor(options.assets)), areas, supplyPoints);
  const qualifications = generateQualifications(competitions, assets, areaRefs);
  const bidding = ballots(competitions, qualifications, assets, today);
  return {
    organisations: organisations(),
    licenceAreas: areas,
    gridSupplyPoints: supplyPoints.map(({ id, name, operator_id, location }) => ({ id, name, operator_id, location })),
    competitions,
    assets,
    qualifications,
    ...bidding,
    inputParameterSets: [],
    unavailabilities: [],
    places: places(competitions),
  };
}
