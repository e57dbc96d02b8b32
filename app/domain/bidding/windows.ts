import { REQUIRED_RATES, rateField, type RateType } from "~/domain/market/enums";
import { isFixedPrice } from "~/domain/market/pricing";
import type { BidWindow, BiddingCompetition, BiddingWindow, RateField } from "./types";

/** The rates every bid must carry; none when the competition type is unknown. */
export function requiredRates(competition: BiddingCompetition): readonly RateType[] {
  return competition.competition_type ? REQUIRED_RATES[competition.competition_type] : [];
}

export function capacityUnit(competition: BiddingCompetition): "MW" | "MVAr" {
  return competition.power_type === "reactive_power" ? "MVAr" : "MW";
}

const FIXED_PRICE_OF: Record<RateField, keyof BiddingWindow> = {
  availability_price: "fixed_availability_price",
  utilisation_price: "fixed_utilisation_price",
  service_fee: "fixed_service_fee",
};

function fixedPrices(window: BiddingWindow, rates: readonly RateType[]): Partial<Record<RateField, number>> {
  const prices: Partial<Record<RateField, number>> = {};
  for (const rate of rates) {
    const field = rateField(rate);
    const price = window[FIXED_PRICE_OF[field]];
    if (typeof price === "number" && Number.isFinite(price)) prices[field] = price;
  }
  return prices;
}

/**
 * A window takes bids when it requires some capacity and, in a fixed-price competition,
 * has a fixed price for every required rate: the provider cannot set those prices, so a
 * bid without them could never be completed.
 */
function isBiddable(window: BiddingWindow, rates: readonly RateType[], fixed: boolean, prices: Partial<Record<RateField, number>>) {
  if (!(window.capacity_required > 0)) return false;
  return !fixed || rates.every((rate) => prices[rateField(rate)] !== undefined);
}

/** The competition's service windows in period order, as bid building shows them. */
export function bidWindows(competition: BiddingCompetition): BidWindow[] {
  const rates = requiredRates(competition);
  const fixed = isFixedPrice(competition);
  return (competition.service_periods ?? []).flatMap((period) =>
    period.windows.map((window) => {
      const prices = fixed ? fixedPrices(window, rates) : {};
      return {
        id: window.id,
        name: window.name,
        periodId: period.id,
        periodName: period.name,
        startTime: window.start_time,
        endTime: window.end_time,
        capacityRequired: window.capacity_required,
        fixedPrices: prices,
        biddable: isBiddable(window, rates, fixed, prices),
      };
    }),
  );
}
