import { PERMISSIONS } from "~/domain/flags";

export type Side = { role: "provider" | "operator"; canDispatch: boolean; canRespond: boolean };

/** Which side of dispatch the user is on: providers answer, operators with manage-dispatches create and stop. */
export function sideOf(auth: { role: string; permissions: ReadonlySet<string> }): Side {
  const operator = auth.role === "systemoperator";
  return { role: operator ? "operator" : "provider", canDispatch: operator && auth.permissions.has(PERMISSIONS.manageDispatches), canRespond: !operator };
}
