import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useTranslation } from "~/i18n/react";

export type BidReply = { values: { capacity: string; price: string }; errors: Record<string, string[]> };

/** A bid's capacity and price; the server's errors sit next to their fields, the typed values stay. */
export function BidForm({ reply, label }: { reply?: BidReply; label: string }) {
  const { t } = useTranslation("exchange");
  const general = reply?.errors.non_field_errors ?? reply?.errors[""] ?? [];
  const field = (name: "capacity" | "price") => {
    const errors = reply?.errors[name] ?? [];
    return (
      <div className="form-field">
        <label htmlFor={`bid-${name}`}>{t(`bid.${name}`)}</label>
        <input id={`bid-${name}`} name={name} inputMode="decimal" required defaultValue={reply?.values[name] ?? ""} aria-invalid={errors.length > 0 || undefined} aria-describedby={errors.length ? `bid-${name}-error` : undefined} />
        {errors.length ? <p id={`bid-${name}-error`} className="form-field__error">{errors.join(" ")}</p> : null}
      </div>
    );
  };
  return (
    // The server's messages, next to their fields, rather than the browser's own bubbles.
    <Form method="post" className="form" aria-label={label} noValidate>
      <AuthenticityTokenInput />
      {general.length ? <p role="alert" className="form-error">{general.join(" ")}</p> : null}
      {field("capacity")}
      {field("price")}
      <div className="form-actions">
        <button type="submit" className="button button--primary">{t("bid.submit")}</button>
      </div>
    </Form>
  );
}
