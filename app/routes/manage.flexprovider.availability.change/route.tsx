import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { changeAction, changeLoader } from "~/components/assets/availability.server";
import { SelectField } from "~/components/assets/select-field";
import { useErrorFocus } from "~/components/form-errors";
import { FormField, type ReplyField } from "~/components/form-field";
import { keepStepInAddress } from "~/components/step-address";
import { UNAVAILABILITY_ERRORS, UNAVAILABILITY_REASON_MAX } from "~/domain/assets/unavailability-errors";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.availabilityChange", layout: "app", i18n: ["assets"] };

const FORM_ID = "unavailability";

export const loader = changeLoader;
export const action = changeAction;

/** MGMT-02: the first of two steps: which asset, from when, until when and why. */
export default function AvailabilityChange() {
  const { t } = useTranslation("assets");
  const { assets, values: loaded, errors: loadedErrors, id } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values: Record<string, string> = result?.values ?? loaded;
  const errors: Record<string, string | undefined> = result?.errors ?? loadedErrors;
  useErrorFocus(FORM_ID, result, Object.values(result?.errors ?? {}).some(Boolean));
  const field = (name: string): ReplyField => {
    const code = errors[name];
    // Own checks are codes; the Flex API's refusals arrive as its own sentences.
    const message = code ? ((UNAVAILABILITY_ERRORS as readonly string[]).includes(code) ? t(`availability.errors.${code}`, { limit: UNAVAILABILITY_REASON_MAX }) : code) : undefined;
    return { id: `${FORM_ID}-${name}`, name, errorId: `${FORM_ID}-${name}-error`, key: `${name}-${code ?? ""}-${values[name] ?? ""}`, errors: message ? [message] : undefined, initialValue: values[name] ?? "" };
  };
  return (
    <>
      <h2>{t(id ? "availability.changeTitle" : "availability.declareTitle")}</h2>
      <p className="step-label">{t("availability.stepChange")}</p>
      <Form method="post" id={FORM_ID} noValidate className="availability-form" onSubmit={keepStepInAddress}>
        <AuthenticityTokenInput />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        {id ? (
          <>
            <input type="hidden" name="asset" value={values.asset} />
            {/* A change keeps its asset: named, not offered. */}
            <p>
              {t("availability.asset")}: <strong>{assets.find((asset) => asset.key === values.asset)?.label ?? values.asset}</strong>
            </p>
          </>
        ) : (
          <SelectField field={field("asset")} label={t("availability.asset")} options={assets.map((asset) => ({ value: asset.key, label: asset.label }))} />
        )}
        <fieldset>
          <legend>{t("availability.from")}</legend>
          <FormField field={field("from_date")} label={t("availability.date")} hint={t("availability.dateHint")} />
          <FormField field={field("from_time")} label={t("availability.time")} hint={t("availability.timeHint")} />
        </fieldset>
        <fieldset>
          <legend>{t("availability.to")}</legend>
          <FormField field={field("to_date")} label={t("availability.date")} hint={t("availability.dateHint")} />
          <FormField field={field("to_time")} label={t("availability.time")} hint={t("availability.timeHint")} />
        </fieldset>
        <FormField field={field("reason")} label={t("availability.reason")} />
        <p className="form-actions">
          <button type="submit" className="button button--primary">
            {t("availability.continue")}
          </button>
          <Link to="/manage/flexprovider/availability">{t("availability.cancel")}</Link>
        </p>
      </Form>
    </>
  );
}
