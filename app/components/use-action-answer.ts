import { useActionData } from "@remix-run/react";

/** `data(value, { status })` reaches the page as its value (single fetch), though Remix v2's route types still show it wrapped. */
type Unwrapped<T> = T extends { type: string; data: infer Value; init: unknown } ? Value : T;

/** The action's answer as the page receives it, for actions that answer some posts with a status of their own. */
export function useActionAnswer<Action>() {
  return useActionData<Action>() as Unwrapped<ReturnType<typeof useActionData<Action>>> | undefined;
}
