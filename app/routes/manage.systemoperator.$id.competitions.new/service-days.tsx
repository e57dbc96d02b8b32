import { useRef, type ChangeEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { DAY_PRESETS, daysOfPreset, isDayPreset, presetOfDays } from "~/domain/competition-form/service-days";
import { SERVICE_DAYS } from "~/domain/market/enums";
import type { DraftField } from "./draft-fields";
import { CheckboxGroup, SelectInput } from "./fields";

type Props = { preset: DraftField; days: DraftField };

/**
 * Service days with their presets (001 §9). Without JavaScript the preset decides the days
 * when the form is posted; with it, the boxes follow the preset and the preset the boxes.
 */
export function ServiceDays({ preset, days }: Props) {
  const { t } = useTranslation(["operator", "market"]);
  const group = useRef<HTMLDivElement>(null);
  const boxes = () => [...(group.current?.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${days.name}"]`) ?? [])];

  function onChange(event: ChangeEvent<HTMLDivElement>) {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (target.name === preset.name && isDayPreset(target.value) && target.value !== "custom") {
      const chosen = daysOfPreset(target.value).map(String);
      for (const box of boxes()) box.checked = chosen.includes(box.value);
    } else if (target.name === days.name) {
      const select = group.current?.querySelector<HTMLSelectElement>(`select[name="${preset.name}"]`);
      if (select) select.value = presetOfDays(boxes().filter((box) => box.checked).map((box) => Number(box.value)));
    }
  }

  return (
    <div ref={group} onChange={onChange}>
      <SelectInput field={preset} label={t("periods.preset")} options={DAY_PRESETS.map((value) => ({ value, label: t(`market:dayPreset.${value}`) }))} />
      <CheckboxGroup
        field={days}
        legend={t("periods.serviceDays")}
        hint={t("periods.presetHint")}
        options={SERVICE_DAYS.map((day) => ({ value: String(day), label: t(`market:day.${day}`) }))}
      />
    </div>
  );
}
