/** Who is calling a dispatch endpoint and which instructions they see. */
import { forbidden } from "../drf";
import { authenticate, isResponse, type Caller } from "../session";
import { store } from "../store";
import type { DispatchInstruction } from "./types";

export type DispatchCaller = Caller & { orgId: number; side: "provider" | "operator" };

/** Flex providers see the instructions addressed to them, operators those they issued; anyone else is refused. */
export async function dispatchCaller(request: Request): Promise<DispatchCaller | Response> {
  const caller = await authenticate(request);
  if (isResponse(caller)) return caller;
  const organisation = store.organisations.find((candidate) => candidate.id === caller.user.organisation_id);
  if (organisation?.org_type === "flexprovider") return { ...caller, orgId: organisation.id, side: "provider" };
  if (organisation?.org_type === "systemoperator") return { ...caller, orgId: organisation.id, side: "operator" };
  return forbidden();
}

/** Creating and stopping need an operator with the manage-dispatches permission. */
export async function dispatchingOperator(request: Request): Promise<DispatchCaller | Response> {
  const caller = await dispatchCaller(request);
  if (isResponse(caller)) return caller;
  return caller.side === "operator" && caller.claims.permission_names.includes("manage-dispatches") ? caller : forbidden();
}

/** Answering is the addressed provider's. */
export async function answeringProvider(request: Request): Promise<DispatchCaller | Response> {
  const caller = await dispatchCaller(request);
  if (isResponse(caller)) return caller;
  return caller.side === "provider" ? caller : forbidden();
}

export const sees = (caller: Pick<DispatchCaller, "orgId" | "side">) => (instruction: DispatchInstruction) =>
  caller.side === "provider" ? instruction.organisation_id === caller.orgId : instruction.operator_id === caller.orgId;

/** Moves the change counters of both sides of an instruction, so their live pages hear of it. */
export function touch(instruction: Pick<DispatchInstruction, "organisation_id" | "operator_id">) {
  for (const orgId of [instruction.organisation_id, instruction.operator_id]) store.dispatch.changes.set(orgId, (store.dispatch.changes.get(orgId) ?? 0) + 1);
}
