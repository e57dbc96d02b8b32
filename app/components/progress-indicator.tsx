import { useTranslation } from "~/i18n/react";

// kit.css staggers the bars by the same step.
export const PROGRESS_BARS = 5;
export const PROGRESS_STEP_MS = 100;

/** An indeterminate indicator: no value, just an accessible name saying something is loading. */
export function ProgressIndicator({ label }: { label?: string }) {
  const { t } = useTranslation("ui");
  return (
    <span className="kit-progress" role="progressbar" aria-label={label ?? t("progress.label")}>
      {Array.from({ length: PROGRESS_BARS }, (_, index) => (
        <span key={index} className="kit-progress__bar" aria-hidden="true" />
      ))}
    </span>
  );
}
