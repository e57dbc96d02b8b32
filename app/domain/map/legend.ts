/**
 * The map legend (001 §2, MAP-02): qualified vs unqualified, or with the
 * katz_change_eligibility_copy flag "Eligible / qualified" and "Ineligible / disqualified".
 * Entries carry translation keys of the `map` namespace.
 */
import { PIN_COLOURS } from "./colours";

export const ELIGIBILITY_COPY_FLAG = "katz_change_eligibility_copy";

export type PinKind = keyof typeof PIN_COLOURS;
export type LegendEntry = { kind: PinKind; labelKey: string; colour: string };

export const LEGEND_KEYS = {
  standard: { qualified: "legend.qualified", unqualified: "legend.unqualified" },
  eligibility: { qualified: "legend.eligibleQualified", unqualified: "legend.ineligibleDisqualified" },
} as const satisfies Record<string, Record<PinKind, string>>;

export function legendLabelKey(kind: PinKind, eligibilityCopy: boolean): string {
  return LEGEND_KEYS[eligibilityCopy ? "eligibility" : "standard"][kind];
}

export function legendEntries(eligibilityCopy: boolean): LegendEntry[] {
  return (["qualified", "unqualified"] as const).map((kind) => ({ kind, labelKey: legendLabelKey(kind, eligibilityCopy), colour: PIN_COLOURS[kind] }));
}
