/**
 * Putting assets forward for a competition (001 §2 manage:flexprovider:qualification): a pure
 * reducer from the posted form and the loaded data to the next step. The state travels in the
 * address between steps and in hidden fields within a form, so the flow works without JavaScript.
 */
export const QUALIFICATION_STEPS = ["overview", "assets", "add-data", "confirm"] as const;
export type QualificationStep = (typeof QUALIFICATION_STEPS)[number];

/** A meter id the competition checks for that the asset does not have yet. */
export type MissingData = "export_meter_id" | "import_meter_id";

export type QualificationState = {
  competition: number | null;
  /** Asset keys: `a12` asset 12, `p3` planned asset 3. */
  assets: string[];
  /** What the provider added per asset on the add-data step. */
  data: Record<string, Partial<Record<MissingData, string>>>;
};

/** What the step's loader read from the Flex API. */
export type QualificationLoaded = {
  competitions: number[];
  /** The assets that may be put forward for the chosen competition (see notOffered), with the data each lacks. */
  candidates: { key: string; missing: MissingData[] }[];
};

export type QualificationErrors = Partial<Record<string, string>>;
export type QualificationResult =
  | { kind: "step"; state: QualificationState; step: QualificationStep; errors: QualificationErrors }
  | { kind: "submit"; state: QualificationState };

/**
 * Why an asset is not offered on the choose-assets step (its box disabled), or null when it is:
 * one already put forward is not put forward again; one that breaks a rule other than data the
 * add-data step supplies (a meter id) cannot qualify, and an operator's disqualification stands.
 */
export function notOffered(row: { put_forward: boolean; eligibility_status: string; reasons: readonly { rule: string }[] }): "put_forward" | "ineligible" | null {
  if (row.put_forward) return "put_forward";
  if (row.eligibility_status === "disqualified") return "ineligible";
  if (row.eligibility_status === "ineligible" && row.reasons.some((reason) => reason.rule !== "meter_id")) return "ineligible";
  return null;
}

const KEY = /^[ap]\d{1,9}$/;
const METER = /^\d{13}$/;
const MISSING: readonly MissingData[] = ["export_meter_id", "import_meter_id"];

type Source = { get(name: string): unknown; getAll(name: string): unknown[] };

/** The state from an address's query or a posted form (unknown or malformed parts dropped). */
export function readQualificationState(source: Source): QualificationState {
  const competition = Number(source.get("competition"));
  const assets = [...new Set(source.getAll("asset").map(String).filter((key) => KEY.test(key)))];
  const data: QualificationState["data"] = {};
  for (const key of assets)
    for (const name of MISSING) {
      const value = String(source.get(`${key}.${name}`) ?? "").trim();
      if (value) (data[key] ??= {})[name] = value.slice(0, 20);
    }
  return { competition: Number.isInteger(competition) && competition > 0 ? competition : null, assets, data };
}

/** The state as name/value pairs, for an address's query and for hidden fields alike. */
export function qualificationEntries(state: QualificationState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.competition) entries.push(["competition", String(state.competition)]);
  for (const key of state.assets) {
    entries.push(["asset", key]);
    for (const name of MISSING) if (state.data[key]?.[name]) entries.push([`${key}.${name}`, state.data[key][name]!]);
  }
  return entries;
}

export const qualificationHref = (step: QualificationStep, state: QualificationState) => {
  const query = new URLSearchParams(qualificationEntries(state)).toString();
  return `/manage/flexprovider/qualification/${step}${query ? `?${query}` : ""}`;
};

/** The step a state may be shown at: an earlier one when what the step needs is missing. */
export function reachableStep(wanted: QualificationStep, state: QualificationState): QualificationStep {
  if (wanted === "overview" || !state.competition) return "overview";
  if (wanted === "assets" || state.assets.length === 0) return "assets";
  return wanted;
}

const needsData = (state: QualificationState, loaded: QualificationLoaded) =>
  loaded.candidates.some((candidate) => state.assets.includes(candidate.key) && candidate.missing.length > 0);

/** One post of one step → the next state and step, or the same step with its errors. */
export function qualificationReducer(step: QualificationStep, posted: Source, loaded: QualificationLoaded): QualificationResult {
  const state = readQualificationState(posted);
  const stay = (errors: QualificationErrors): QualificationResult => ({ kind: "step", state, step, errors });
  const go = (next: QualificationStep, nextState = state): QualificationResult => ({ kind: "step", state: nextState, step: next, errors: {} });
  const intent = String(posted.get("intent") ?? "next");
  if (intent === "back") {
    const index = QUALIFICATION_STEPS.indexOf(step);
    const previous = QUALIFICATION_STEPS[Math.max(0, index - 1)];
    return go(previous === "add-data" && !needsData(state, loaded) ? "assets" : previous);
  }
  if (step === "overview") {
    if (!state.competition) return stay({ competition: "required" });
    if (!loaded.competitions.includes(state.competition)) return stay({ competition: "closed" });
    return go("assets");
  }
  if (step === "assets") {
    if (state.assets.length === 0) return stay({ asset: "required" });
    const known = new Set(loaded.candidates.map((candidate) => candidate.key));
    if (state.assets.some((key) => !known.has(key))) return stay({ asset: "unknown" });
    return go(needsData(state, loaded) ? "add-data" : "confirm");
  }
  if (step === "add-data") {
    const errors: QualificationErrors = {};
    for (const candidate of loaded.candidates) {
      if (!state.assets.includes(candidate.key)) continue;
      for (const name of candidate.missing) {
        const value = state.data[candidate.key]?.[name];
        if (!value) errors[`${candidate.key}.${name}`] = "required";
        else if (!METER.test(value)) errors[`${candidate.key}.${name}`] = "meter";
      }
    }
    return Object.keys(errors).length ? stay(errors) : go("confirm");
  }
  if (reachableStep("confirm", state) !== "confirm") return go(reachableStep("confirm", state));
  return { kind: "submit", state };
}
