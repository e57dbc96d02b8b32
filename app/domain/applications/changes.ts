import type { ApplicationSection, ResponseValue } from "./types";

const answers = (sections: readonly ApplicationSection[]) => {
  const map = new Map<string, ResponseValue>();
  for (const section of sections) for (const response of section.responses) map.set(response.key, response.response ?? null);
  return map;
};

const same = (a: ResponseValue | undefined, b: ResponseValue | undefined) => (a ?? null) === (b ?? null) || String(a ?? "") === String(b ?? "");

/** The questions whose answer differs from the previous submission's (none without one). */
export function changedAnswers(current: readonly ApplicationSection[], previous: readonly ApplicationSection[] | null | undefined): Set<string> {
  if (!previous) return new Set();
  const before = answers(previous);
  const changed = new Set<string>();
  for (const [key, value] of answers(current)) if (!same(value, before.get(key))) changed.add(key);
  return changed;
}
