import type {
  BallotAssetGroup,
  BiddingCompetition,
  BiddingQualification,
  BiddingWindow,
  SavedBid,
} from "~/domain/bidding/types";
import { decodeBiddingMessage } from "~/domain/bidding/messages";
import { decodeMessage, englishMessage } from "~/domain/validation/messages";
import { createInstance } from "i18next";
import english from "../../../../locales/en-GB/bidding.json";
import italian from "../../../../locales/it-IT/bidding.json";

/** i18next itself, so the texts' plurals and number formats are read as the app reads them. */
const i18n = createInstance();
void i18n.init({ lng: "en-GB", ns: ["bidding"], defaultNS: "bidding", resources: { "en-GB": { bidding: english }, "it-IT": { bidding: italian } }, interpolation: { escapeValue: false }, initImmediate: false });

export const window = (id: number, capacity: number, extra: Partial<BiddingWindow> = {}): BiddingWindow => ({
  id,
  name: `Window ${id}`,
  start_time: "17:00",
  end_time: "19:00",
  capacity_required: capacity,
  fixed_availability_price: null,
  fixed_utilisation_price: null,
  fixed_service_fee: null,
  ...extra,
});

/** Two periods: windows 11 (5 MW) and 12 (2 MW), then 21 (nothing required). */
export function competition(extra: Partial<BiddingCompetition> = {}): BiddingCompetition {
  return {
    id: 7,
    competition_type: "availability_utilisation",
    pricing_method: "pay_as_bid",
    fixed_price: false,
    power_type: "active_power",
    service_periods: [
      { id: 1, name: "Winter", windows: [window(11, 5), window(12, 2)] },
      { id: 2, name: "Spring", windows: [window(21, 0)] },
    ],
    ...extra,
  };
}

/** Fixed price: window 11 has both prices, window 12 lacks the utilisation price. */
export function fixedPriceCompetition(): BiddingCompetition {
  return competition({
    pricing_method: "fixed_price",
    fixed_price: true,
    service_periods: [
      {
        id: 1,
        name: "Winter",
        windows: [
          window(11, 5, { fixed_availability_price: 12.5, fixed_utilisation_price: 90, fixed_service_fee: 3 }),
          window(12, 2, { fixed_availability_price: 10 }),
        ],
      },
    ],
  });
}

export const qualification = (
  flex_asset: number,
  qualified_capacity: number,
  extra: Partial<BiddingQualification> = {},
): BiddingQualification => ({ flex_asset, planned: false, competition: 7, eligibility_status: "qualified", qualified_capacity, ...extra });

/** Assets 1 (1.5 MW), 2 (2 MW) and planned 3 (0.75 MW) qualify; 4 is ineligible; 5 qualified elsewhere. */
export const qualifications: BiddingQualification[] = [
  qualification(1, 1.5),
  qualification(2, 2, { eligibility_status: "eligible" }),
  qualification(3, 0.75, { planned: true }),
  qualification(4, 9, { eligibility_status: "ineligible" }),
  qualification(5, 9, { competition: 8 }),
];

export const savedBid = (id: number, windowId: number, extra: Partial<SavedBid> = {}): SavedBid => ({
  id,
  ballot: 100,
  service_window: windowId,
  capacity: 1.25,
  max_runtime: "0 02:00:00",
  availability_price: 10,
  utilisation_price: 80.5,
  service_fee: null,
  is_active: true,
  ...extra,
});

export const group = (id: number, active: boolean, assets: [number, boolean][], ballot = 100): BallotAssetGroup => ({
  id,
  ballot,
  active,
  ballot_assets: assets.map(([flex_asset, planned]) => ({ flex_asset, planned })),
});

const lookup = (key: string): string | undefined =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), english) as
    | string
    | undefined;

/** The en-GB text of an encoded message (a validation or a bidding one), placeholders filled. */
export function englishText(text: string): string {
  const validation = decodeMessage(text);
  if (validation) return englishMessage(validation);
  const bidding = decodeBiddingMessage(text);
  if (!bidding) throw new Error(`not an encoded message: ${text}`);
  return localText(text, "en-GB");
}

/** A bidding message as the reader of `lng` sees it. */
export function localText(text: string, lng: string): string {
  const bidding = decodeBiddingMessage(text);
  if (!bidding) throw new Error(`not an encoded bidding message: ${text}`);
  if (lookup(bidding.key.replace(/^bidding:/, "")) === undefined) throw new Error(`no en-GB text for ${bidding.key}`);
  return i18n.t(bidding.key, { ...bidding.values, lng });
}

/** The en-GB text of a bidding key (`bidding:rules.…`), with i18next's plural suffix chosen for `count`. */
export function englishKey(key: string, values?: Record<string, string | number>): string {
  const path = key.replace(/^bidding:/, "");
  const count = values?.count;
  const template =
    (typeof count === "number" ? lookup(`${path}_${new Intl.PluralRules("en-GB").select(count)}`) : undefined) ?? lookup(path);
  if (template === undefined) throw new Error(`no en-GB text for ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name]));
}
