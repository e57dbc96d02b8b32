/** The operator page's own forms besides the clearing modal's (see CLEARING_INTENTS). */
export const OPERATOR_INTENTS = { decide: "decide", auto: "auto-decide" } as const;
