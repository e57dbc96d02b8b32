import { useTranslation } from "~/i18n/react";
import { intentValue } from "~/domain/competition-form/intent";
import { HOLIDAY_HANDLING } from "~/domain/market/enums";
import { FieldError } from "~/components/field-error";
import type { DraftField } from "./draft-fields";
import { SelectInput, TextInput, useFirstError } from "./fields";
import { ServiceDays } from "./service-days";

type StepProps = { serviceNeed: DraftField; powerUnit: string; fixedPrice: boolean };

/** Step 2: service_need, its periods and their windows; add and remove are submit buttons. */
export function ServiceNeedStep({ serviceNeed, powerUnit, fixedPrice }: StepProps) {
  const { t } = useTranslation("operator");
  const periodsField = serviceNeed.getFieldset().service_periods;
  const periods = periodsField.getFieldList();
  const error = useFirstError(periodsField.errors);
  return (
    <section aria-labelledby="periods-title">
      <h2 id="periods-title">{t("periods.title")}</h2>
      <FieldError id={periodsField.errorId} error={error} />
      {periods.length === 0 ? <p>{t("periods.none")}</p> : null}
      {periods.map((period, index) => (
        <PeriodFields key={period.key} period={period} index={index} powerUnit={powerUnit} fixedPrice={fixedPrice} />
      ))}
      <div className="form-actions">
        <button type="submit" name="intent" value={intentValue({ kind: "add-period" })} className="button">
          {t("periods.addPeriod")}
        </button>
      </div>
    </section>
  );
}

function PeriodFields({ period, index, powerUnit, fixedPrice }: { period: DraftField; index: number; powerUnit: string; fixedPrice: boolean }) {
  const { t } = useTranslation("operator");
  const f = period.getFieldset();
  const windows = f.service_windows.getFieldList();
  const periodError = useFirstError(period.errors);
  const windowsError = useFirstError(f.service_windows.errors);
  const number = index + 1;
  return (
    <fieldset className="card form">
      <legend>{t("periods.period", { number })}</legend>
      <FieldError id={period.errorId} error={periodError} />
      <TextInput field={f.name} label={t("periods.name")} />
      <TextInput field={f.start} label={t("periods.start")} type="date" hint={t("periods.dateHint")} />
      <TextInput field={f.end} label={t("periods.end")} type="date" hint={t("periods.endHint")} />
      <FieldError id={f.service_windows.errorId} error={windowsError} />
      {windows.map((window, at) => (
        <WindowFields key={window.key} window={window} period={index} index={at} powerUnit={powerUnit} fixedPrice={fixedPrice} />
      ))}
      <div className="form-actions">
        <button type="submit" name="intent" value={intentValue({ kind: "add-window", period: index })} className="button">
          {t("periods.addWindow", { number })}
        </button>
        <button type="submit" name="intent" value={intentValue({ kind: "remove-period", period: index })} className="link-button">
          {t("periods.removePeriod", { number })}
        </button>
      </div>
    </fieldset>
  );
}

type WindowProps = { window: DraftField; period: number; index: number; powerUnit: string; fixedPrice: boolean };

function WindowFields({ window, period, index, powerUnit, fixedPrice }: WindowProps) {
  const { t } = useTranslation(["operator", "market"]);
  const f = window.getFieldset();
  const windowError = useFirstError(window.errors);
  const optional = t("details.optional");
  const duration = t("periods.durationHint");
  return (
    <fieldset className="form">
      <legend>{t("periods.window", { number: index + 1, period: period + 1 })}</legend>
      <FieldError id={window.errorId} error={windowError} />
      <TextInput field={f.name} label={t("periods.windowName")} />
      <TextInput field={f.start} label={t("periods.windowStart")} type="time" hint={t("periods.timeHint")} />
      <TextInput field={f.end} label={t("periods.windowEnd")} type="time" hint={t("periods.timeHint")} />
      <ServiceDays preset={f.service_day_preset} days={f.service_days} />
      <SelectInput
        field={f.public_holiday_handling}
        label={t("periods.holidayHandling")}
        options={HOLIDAY_HANDLING.map((value) => ({ value, label: t(`market:holidayHandling.${value}`) }))}
      />
      <TextInput field={f.capacity_required} label={t("periods.capacityRequired", { unit: powerUnit })} inputMode="decimal" />
      <TextInput field={f.minimum_aggregate_asset_size} label={t("periods.minimumAggregate", { unit: powerUnit })} hint={optional} inputMode="decimal" />
      <TextInput field={f.required_response_time} label={t("periods.requiredResponseTime")} hint={duration} />
      <TextInput field={f.minimum_run_time} label={t("periods.minimumRunTime")} hint={duration} />
      <TextInput field={f.dispatch_estimate} label={t("periods.dispatchEstimate")} hint={optional} inputMode="numeric" />
      <TextInput field={f.dispatch_duration} label={t("periods.dispatchDuration")} hint={duration} />
      <TextInput field={f.available_hours_override} label={t("periods.availableHoursOverride")} hint={optional} inputMode="decimal" />
      <fieldset className="form">
        <legend>{t("periods.fixedPrices")}</legend>
        <p className="form-field__hint">{t(fixedPrice ? "periods.fixedPricesRequired" : "periods.fixedPricesOptional")}</p>
        <TextInput field={f.fixed_availability_price} label={t("periods.fixedAvailabilityPrice")} inputMode="decimal" />
        <TextInput field={f.fixed_utilisation_price} label={t("periods.fixedUtilisationPrice")} inputMode="decimal" />
        <TextInput field={f.fixed_service_fee} label={t("periods.fixedServiceFee")} inputMode="decimal" />
      </fieldset>
      <div className="form-actions">
        <button type="submit" name="intent" value={intentValue({ kind: "remove-window", period, window: index })} className="link-button">
          {t("periods.removeWindow", { number: index + 1, period: period + 1 })}
        </button>
      </div>
    </fieldset>
  );
}
