// Apart from the form's rules (which need luxon), so the page can name the codes without them.
export type UnavailabilityError = "required" | "date" | "time" | "order" | "length" | "gap";
export const UNAVAILABILITY_ERRORS: readonly UnavailabilityError[] = ["required", "date", "time", "order", "length", "gap"];
/** The longest reason the Flex API keeps. */
export const UNAVAILABILITY_REASON_MAX = 500;
