import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, translateError } from "~/components/form-errors";
import { HiddenBids } from "./hidden-bids";
import { usePriceUnits } from "./price-units";
import { StepDialog } from "./step-dialog";
import type { BidFormState, BuilderModel } from "./types";

/**
 * BID-06: one offer for several windows: capacity and max runtime, and the rates the
 * competition requires (none for fixed price). Cancelling goes back to the bids as they were
 * typed: the × and Escape press Cancel, which posts them, rather than reloading the saved bids.
 */
export function MultiBid({ model, state, closeHref }: { model: BuilderModel; state: BidFormState; closeHref: string }) {
  const { t } = useTranslation(["bidding", "common"]);
  const error = (name: string) => {
    const message = state.errors[`multi.${name}`]?.[0];
    return message ? translateError(t, message) : undefined;
  };
  const biddable = model.windows.filter((window) => window.biddable);
  const windowsError = error("windows");
  const cancel = useRef<HTMLButtonElement>(null);
  const units = usePriceUnits(model);
  return (
    <StepDialog title={t("pages.multiBid.title")} closeHref={closeHref} onClose={() => cancel.current?.click()}>
      <Form method="post" className="form" replace>
        <AuthenticityTokenInput />
        <HiddenBids state={state} />
        <FormErrors errors={state.formErrors} />
        {model.multiBidFields.map((field) => {
          const id = `multi-${field}`;
          const message = error(field);
          return (
            <div key={field} className={`form-field${message ? " form-field--error" : ""}`}>
              <label htmlFor={id}>{t(`pages.multiBid.fields.${field}`, units)}</label>
              {field === "max_runtime" ? <p className="form-field__hint">{t("pages.fields.durationHint")}</p> : null}
              <input id={id} name={field} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} />
              {message ? (
                <p id={`${id}-error`} className="kit-error">
                  {message}
                </p>
              ) : null}
            </div>
          );
        })}
        <fieldset className={`kit-field${windowsError ? " kit-field--error" : ""}`}>
          <legend className="kit-label">{t("pages.multiBid.windows")}</legend>
          {windowsError ? <p className="kit-error">{windowsError}</p> : null}
          {biddable.map((window) => (
            <div key={window.id}>
              <input type="checkbox" id={`multi-window-${window.id}`} name="windows" value={window.id} defaultChecked />
              <label htmlFor={`multi-window-${window.id}`}>
                {window.periodName} · {window.name}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="form-actions">
          <button ref={cancel} type="submit" name="intent" value="cancel-multi" className="button" formNoValidate>
            {t("pages.cancel")}
          </button>
          <button type="submit" name="intent" value="apply-multi" className="button button--primary">
            {t("pages.multiBid.apply")}
          </button>
        </div>
      </Form>
    </StepDialog>
  );
}
