import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { decodeBiddingMessage } from "~/domain/bidding/messages";
import { decodeMessage } from "~/domain/validation/messages";
import { FieldError } from "./field-error";

const OWN_KEY = /^(auth|account|pages|common|map|bidding|clearing|operator|market):[A-Za-z0-9_.]+$/;

/** An error text: a validation descriptor or one of our keys is translated; upstream text shows as sent. */
export function translateError(t: TFunction, text: string): string {
  const descriptor = decodeMessage(text);
  if (descriptor) return t(`validation:${descriptor.key}`, descriptor.values);
  const bidding = decodeBiddingMessage(text);
  if (bidding) return t(bidding.key, bidding.values);
  return OWN_KEY.test(text) ? t(text) : text;
}

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url";
  hint?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
};

/** A labelled input bound to a conform field, its error beside it and the value typed kept. */
export function FormField({ field, label, type = "text", hint, autoComplete, inputMode }: Props) {
  const { t } = useTranslation();
  const hintId = hint ? `${field.id}-hint` : undefined;
  const error = field.errors?.[0] ? translateError(t, field.errors[0]) : undefined;
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input {...inputProps} autoComplete={autoComplete} inputMode={inputMode} key={key} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
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
