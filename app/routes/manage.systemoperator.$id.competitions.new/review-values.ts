import { DEFAULT_CURRENCY } from "~/domain/regions";
import { money } from "~/domain/market/format";
import { isCurrency } from "~/domain/validation/currency";

export const DASH = "–";

/** A typed value as it is, or the dash when nothing was typed. */
export const shown = (value: string | undefined) => (value && value.trim() ? value.trim() : DASH);

/**
 * An amount as the competition page will show it (£15.19, £10,000.00), in the reader's locale;
 * the competition is created in pounds. Text that is not an amount is shown as typed.
 */
export const amountText = (value: string | undefined, locale: string) => (isCurrency(value?.trim()) ? money(Number(value!.trim()), DEFAULT_CURRENCY, locale) : shown(value));
