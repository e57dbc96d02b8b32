import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { decodeBiddingMessage } from "~/domain/bidding/messages";
import { decodeMessage } from "~/domain/validation/messages";

const OWN_KEY = /^(auth|account|pages|common|map|bidding|clearing|operator|market):[A-Za-z0-9_.]+$/;

/** An error text: a validation descriptor or one of our keys is translated; upstream text shows as sent. */
export function translateError(t: TFunction, text: string): string {
  const descriptor = decodeMessage(text);
  if (descriptor) return t(`validation:${descriptor.key}`, descriptor.values);
  const bidding = decodeBiddingMessage(text);
  if (bidding) return t(bidding.key, bidding.values);
  return OWN_KEY.test(text) ? t(text) : text;
}

/** Errors about the whole form (e.g. wrong credentials), announced when they appear. */
export function FormErrors({ errors }: { errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div className="form-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{translateError(t, error)}</p>
      ))}
    </div>
  );
}
