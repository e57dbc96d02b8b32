import type { WindowValidity } from "./types";

/** BID-04: valid unless some window failed validation; windows not validated yet do not count against it. */
export function isBallotValid(validity: Record<number, WindowValidity>): boolean {
  return !Object.values(validity).includes(false);
}
