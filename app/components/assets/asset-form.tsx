import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormErrors, FormField, useFormReply, type FormReply } from "~/components/form-field";
import { ASSET_CATEGORIES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import { voltageText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { useTranslation } from "~/i18n/react";
import { SelectField } from "./select-field";

/** MGMT-01: add or edit an asset (or a planned asset); units beside every number, errors beside every field. */
export function AssetForm({ planned, reply, initial, submitLabel }: { planned: boolean; reply?: FormReply; initial: Record<string, string | undefined>; submitLabel: string }) {
  const { t } = useTranslation("assets");
  const { form, formErrors, field } = useFormReply("asset", reply, initial);
  const locale = useRootData()?.locale ?? "en-GB";
  const mw = t("form.unitMw");
  const mvar = t("form.unitMvar");
  return (
    <Form method="post" {...form} className="asset-form">
      <AuthenticityTokenInput />
      <FormErrors errors={formErrors} />
      <fieldset>
        <legend>{t("form.about")}</legend>
        <FormField field={field("name")} label={t("fields.name")} />
        <SelectField field={field("asset_category")} label={t("fields.asset_category")} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        <FormField field={field("asset_type")} label={t("fields.asset_type")} hint={t("form.optional")} />
        <SelectField field={field("voltage_level")} label={t("fields.voltage_level")} options={VOLTAGE_LEVELS.map((value) => ({ value: String(value), label: voltageText(value, locale) }))} />
      </fieldset>
      <fieldset>
        <legend>{t("form.capacity")}</legend>
        {planned ? (
          <>
            <SelectField field={field("capacity_type")} label={t("fields.capacity_type")} options={["export", "import"].map((value) => ({ value, label: t(`capacityTypes.${value}`) }))} />
            <FormField field={field("capacity_value")} label={`${t("fields.capacity_value")} (${mw})`} inputMode="decimal" hint={t("form.decimals")} />
          </>
        ) : (
          <>
            <FormField field={field("active_export_capacity")} label={`${t("fields.active_export_capacity")} (${mw})`} inputMode="decimal" hint={t("form.decimals")} />
            <FormField field={field("active_import_capacity")} label={`${t("fields.active_import_capacity")} (${mw})`} inputMode="decimal" />
            <FormField field={field("reactive_export_capacity")} label={`${t("fields.reactive_export_capacity")} (${mvar})`} inputMode="decimal" />
            <FormField field={field("reactive_import_capacity")} label={`${t("fields.reactive_import_capacity")} (${mvar})`} inputMode="decimal" />
            <FormField field={field("export_meter_id")} label={t("fields.export_meter_id")} hint={t("form.meterHint")} inputMode="numeric" />
            <FormField field={field("import_meter_id")} label={t("fields.import_meter_id")} inputMode="numeric" />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{t("form.location")}</legend>
        <p className="form-field__hint">{t("form.locationHint")}</p>
        <FormField field={field("postcode")} label={t("fields.postcode")} />
        <FormField field={field("latitude")} label={t("fields.latitude")} inputMode="decimal" />
        <FormField field={field("longitude")} label={t("fields.longitude")} inputMode="decimal" />
      </fieldset>
      <button type="submit" className="button">{submitLabel}</button>
    </Form>
  );
}
