/** The instruction list's filters and ordering, read from the query string as the upstream does. */
import { store } from "../store";
import { sees, type DispatchCaller } from "./callers";
import { INSTRUCTION_STATUSES, periodAt, statusAt, type InstructionStatus } from "./lifecycle";
import type { DispatchInstruction } from "./types";

const ORDERINGS = ["start", "-start", "id", "-id", "response_deadline", "-response_deadline"] as const;

type Query = { rows: DispatchInstruction[] } | { errors: Record<string, string[]> };

const choiceError = (value: string) => [`Select a valid choice. ${value} is not one of the available choices.`];

function integerParam(url: URL, name: string, errors: Record<string, string[]>): number | null {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return null;
  if (!/^\d+$/.test(value)) {
    errors[name] = ["Enter a whole number."];
    return null;
  }
  return Number(value);
}

function instantParam(url: URL, name: string, errors: Record<string, string[]>): number | null {
  const value = url.searchParams.get(name);
  if (value === null || value === "") return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) errors[name] = ["Enter a valid date/time."];
  return Number.isNaN(ms) ? null : ms;
}

export function queryInstructions(caller: DispatchCaller, url: URL, now: number): Query {
  const errors: Record<string, string[]> = {};
  const period = url.searchParams.get("period");
  if (period !== null && period !== "upcoming" && period !== "past") errors.period = choiceError(period);
  const statuses = (url.searchParams.get("status") ?? "").split(",").filter(Boolean);
  for (const status of statuses) if (!INSTRUCTION_STATUSES.includes(status as InstructionStatus)) errors.status = choiceError(status);
  const ordering = url.searchParams.get("ordering") ?? "start";
  if (!ORDERINGS.includes(ordering as (typeof ORDERINGS)[number])) errors.ordering = choiceError(ordering);
  const competition = integerParam(url, "competition", errors);
  const asset = integerParam(url, "flex_asset", errors);
  const provider = integerParam(url, "flex_provider", errors);
  const startsBefore = instantParam(url, "starts_before", errors);
  const endsAfter = instantParam(url, "ends_after", errors);
  const ids = url.searchParams.get("ids")?.split(",").map(Number);
  if (Object.keys(errors).length) return { errors };

  const visible = sees(caller);
  const wanted = new Set(statuses);
  const idSet = ids ? new Set(ids) : null;
  const rows = store.dispatch.instructions.filter(
    (instruction) =>
      visible(instruction) &&
      (idSet === null || idSet.has(instruction.id)) &&
      (competition === null || instruction.competition === competition) &&
      (asset === null || instruction.assets.includes(asset)) &&
      (provider === null || instruction.organisation_id === provider) &&
      (startsBefore === null || Date.parse(instruction.start) < startsBefore) &&
      (endsAfter === null || Date.parse(instruction.end) > endsAfter) &&
      (period === null || periodAt(instruction, now) === period) &&
      (wanted.size === 0 || wanted.has(statusAt(instruction, now))),
  );
  const key = ordering.replace(/^-/, "") as "start" | "id" | "response_deadline";
  const sign = ordering.startsWith("-") ? -1 : 1;
  rows.sort((a, b) => {
    const [x, y] = [a[key], b[key]];
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * sign;
  });
  return { rows };
}
