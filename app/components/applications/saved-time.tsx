import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { dateTimeFormat } from "~/domain/intl-formats";

/** "Last saved at 14:32" (or "Saving…"), announced politely as the autosave works. */
export function SavedTime({ saving, savedAt }: { saving: boolean; savedAt: string | null | undefined }) {
  const { t } = useTranslation("applications");
  const root = useRootData();
  const time = savedAt
    ? dateTimeFormat(root?.locale ?? "en-GB", { hour: "2-digit", minute: "2-digit", timeZone: root?.timezone ?? "Europe/London" }).format(new Date(savedAt))
    : null;
  return (
    <p className="app-step__saved" aria-live="polite" role="status">
      {saving ? t("step.saving") : time ? t("step.lastSaved", { time }) : t("step.notSaved")}
    </p>
  );
}
