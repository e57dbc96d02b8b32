import { useTranslation } from "~/i18n/react";
import { COMPETITION_TYPES, NEED_DIRECTIONS, NEED_TYPES, POWER_TYPES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import type { DraftField } from "./draft-fields";
import { CheckboxInput, SelectInput, TextInput, type Option } from "./fields";

/** Step 1: competition_details (001 §3). */
export function DetailsStep({ details }: { details: DraftField }) {
  const { t } = useTranslation(["operator", "market"]);
  const f = details.getFieldset();
  const labelled = (values: readonly string[], prefix: string): Option[] => values.map((value) => ({ value, label: t(`market:${prefix}.${value}`) }));
  const voltages: Option[] = VOLTAGE_LEVELS.map((kv) => ({ value: String(kv), label: t("details.kv", { value: kv }) }));
  const directions = POWER_TYPES.flatMap((powerType) => NEED_DIRECTIONS[powerType].map((direction) => ({
    value: direction,
    label: t("details.directionOf", { direction: t(`market:needDirection.${direction}`), powerType: t(`market:powerType.${powerType}`) }),
  })));
  const choose = t("details.choose");
  return (
    <>
      <fieldset className="form">
        <legend>{t("details.identity")}</legend>
        <TextInput field={f.reference} label={t("details.reference")} />
        <TextInput field={f.name} label={t("details.name")} />
        <SelectInput field={f.type} label={t("details.type")} options={labelled(COMPETITION_TYPES, "competitionType")} placeholder={choose} />
        <TextInput field={f.contact} label={t("details.contact")} hint={t("details.contactHint")} />
        <TextInput field={f.dps_record_reference} label={t("details.dpsRecordReference")} hint={t("details.optional")} />
        <TextInput field={f.duplicate_asset_overrides_from_competition} label={t("details.duplicateOverrides")} hint={t("details.duplicateOverridesHint")} inputMode="numeric" />
      </fieldset>
      <fieldset className="form">
        <legend>{t("details.dates")}</legend>
        <p className="form-field__hint">{t("new.timezone")}</p>
        <TextInput field={f.qualification_open} label={t("details.qualificationOpen")} type="datetime-local" hint={t("details.dateTimeHint")} />
        <TextInput field={f.qualification_closed} label={t("details.qualificationClosed")} type="datetime-local" />
        <TextInput field={f.open} label={t("details.open")} type="datetime-local" />
        <TextInput field={f.closed} label={t("details.closed")} type="datetime-local" />
        <TextInput field={f.archive_on} label={t("details.archiveOn")} type="datetime-local" />
      </fieldset>
      <fieldset className="form">
        <legend>{t("details.need")}</legend>
        <SelectInput field={f.need_type} label={t("details.needType")} options={labelled(NEED_TYPES, "needType")} placeholder={choose} />
        <SelectInput field={f.power_type} label={t("details.powerType")} options={labelled(POWER_TYPES, "powerType")} />
        <SelectInput field={f.need_direction} label={t("details.needDirection")} options={directions} placeholder={choose} />
        <SelectInput field={f.minimum_connection_voltage} label={t("details.minimumVoltage")} options={voltages} placeholder={choose} />
        <SelectInput field={f.maximum_connection_voltage} label={t("details.maximumVoltage")} options={voltages} placeholder={choose} />
      </fieldset>
      <fieldset className="form">
        <legend>{t("details.area")}</legend>
        <TextInput field={f.area_refs} label={t("details.areaRefs")} hint={t("details.areaRefsHint")} />
        <TextInput field={f.postcodes} label={t("details.postcodes")} hint={t("details.postcodesHint")} />
        <TextInput field={f.boundary_buffer} label={t("details.boundaryBuffer")} hint={t("details.optional")} inputMode="decimal" />
      </fieldset>
      <fieldset className="form">
        <legend>{t("details.prices")}</legend>
        <TextInput field={f.minimum_budget} label={t("details.minimumBudget")} hint={t("details.optional")} inputMode="decimal" />
        <TextInput field={f.maximum_budget} label={t("details.maximumBudget")} hint={t("details.optional")} inputMode="decimal" />
        <TextInput field={f.availability_guide_price} label={t("details.availabilityGuidePrice")} hint={t("details.optional")} inputMode="decimal" />
        <TextInput field={f.utilisation_guide_price} label={t("details.utilisationGuidePrice")} hint={t("details.optional")} inputMode="decimal" />
        <TextInput field={f.service_fee} label={t("details.serviceFee")} hint={t("details.optional")} inputMode="decimal" />
        <CheckboxInput field={f.fixed_price} label={t("details.fixedPrice")} hint={t("details.fixedPriceHint")} />
      </fieldset>
    </>
  );
}
