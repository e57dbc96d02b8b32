import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { CAPACITY_DECIMAL_PLACES } from "~/domain/validation/capacity";
import { CURRENCY_DECIMAL_PLACES } from "~/domain/validation/currency";
import { checkDecimalPlaces, checkWholeDigits } from "~/domain/validation/decimal-places";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { getListing, placeBid } from "~/upstream/exchange.server";
import { organisationStamp } from "./listing.server";
import type { BidReply } from "./bid-form";
import { exchangeMessage, overCapacity } from "./exchange-messages";

/** A bid's capacity to 5 decimal places, its price (money) to 2 (000 §5). */
const DECIMAL_LIMITS = { capacity: CAPACITY_DECIMAL_PLACES, price: CURRENCY_DECIMAL_PLACES } as const;

/**
 * Places a bid (a progressive form post), stamped from the session's organisation; the
 * exchange's refusals (own listing, too much capacity, closed) come back next to the fields.
 */
export function bidAction(
  args: ActionFunctionArgs,
  backTo: (listingId: string) => string
) {
  return withAccess(
    "exchange",
    args,
    async ({ request, context, auth, params }) => {
      const form = await request.formData();
      const values = {
        capacity: String(form.get("capacity") ?? "").trim(),
        price: String(form.get("price") ?? "").trim(),
      };
      const locale = await getLocale(request, context);
      const t = getFixedT(locale, "exchange");
      const errors: BidReply["errors"] = {};
      for (const name of ["capacity", "price"] as const) {
        const tooPrecise = checkDecimalPlaces(values[name], DECIMAL_LIMITS[name]) ?? checkWholeDigits(values[name]);
        if (!values[name]) errors[name] = [t("errors.required")];
        // "1,5" is not a number here (000 §5 decimals have a point): say so rather than that it is not above 0.
        else if (values[name].includes(",")) errors[name] = [t("errors.decimalPoint")];
        else if (!(Number(values[name]) > 0))
          errors[name] = [t("errors.positive")];
        else if (tooPrecise) errors[name] = [t(`validation:${tooPrecise.key}`, tooPrecise.values)];
      }
      const client = await userClient(request, context, auth);
      if (Object.keys(errors).length) {
        // The listing's own limit is said with the other faults, not only once they are mended.
        if (!errors.capacity) {
          const listing = await getListing(client, Number(params.listingId)).catch(() => null);
          if (listing && Number(values.capacity) > listing.capacity) errors.capacity = [overCapacity(t, locale, listing.capacity)];
        }
        return { values, errors } satisfies BidReply;
      }
      const stamp = await organisationStamp(client, auth);
      try {
        await placeBid(client, {
          listing: Number(params.listingId),
          bidder_fp_id: stamp.id,
          bidder_fp_name: stamp.name,
          capacity: Number(values.capacity),
          price: Number(values.price),
        });
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status >= 500)
          throw error;
        const fieldErrors = Object.keys(error.fieldErrors).length
          ? error.fieldErrors
          : { non_field_errors: [error.detail] };
        const translated = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((message) => exchangeMessage(t, locale, message, field))]));
        return { values, errors: translated } satisfies BidReply;
      }
      await flash(request, context, {
        message: t("bid.placed"),
        tone: "success",
      });
      return redirect(backTo(params.listingId ?? ""));
    }
  );
}
