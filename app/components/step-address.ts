import type { FormEvent } from "react";

/** Fields a step's address never carries: the anti-forgery token and which button was pressed. */
const NOT_IN_ADDRESS = new Set(["csrf", "intent"]);

/**
 * For a step of a flow whose page reads what was chosen from its address (the availability
 * change, the assets put forward): as the form leaves for the next step, the step's own history
 * entry is rewritten to carry what is in the form, so the browser's Back returns to the step as
 * it was left rather than as it was first opened. Only the address changes; the router reads it
 * when Back comes to this entry. Without JavaScript, the browser keeps what was typed itself.
 */
export function keepStepInAddress(event: FormEvent<HTMLFormElement>): void {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && !NOT_IN_ADDRESS.has(name)) params.append(name, value);
  window.history.replaceState(window.history.state, "", `${window.location.pathname}?${params}`);
}
