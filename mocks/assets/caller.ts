import { forbidden } from "../drf";
import { authenticate, isResponse } from "../session";
import { store } from "../store";
import type { Organisation } from "../store/types";

export type Org = { organisation: Organisation };

/** The caller's organisation when it is of the given type; other org types are refused. */
export async function orgCaller(request: Request, type: "flexprovider" | "systemoperator"): Promise<Org | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  const organisation = store.organisations.find((org) => org.id === caller.user.organisation_id);
  return organisation?.org_type === type ? { organisation } : forbidden();
}

/** Next id of a list too long to spread into Math.max. */
export function nextIdOf(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}
