import type { ButtonHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { formatConfirmedDate, submitControlState, type SubmitFlags } from "./submit-state";

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "disabled" | "children">;

export type SubmitControlProps = NativeProps &
  SubmitFlags & {
    /** When set, the submission is shown as confirmed on this date. */
    confirmedOn?: Date | string;
    confirmedBy?: string;
    timeZone?: string;
  };

export function SubmitControl(props: SubmitControlProps) {
  const { allowed, submitting, submitted, updating, confirmedOn, confirmedBy, timeZone, className, ...rest } = props;
  const { t, i18n } = useTranslation("ui");
  const { disabled, label } = submitControlState({ allowed, submitting, submitted, updating });
  const busy = Boolean(submitting || updating);
  const date = confirmedOn ? formatConfirmedDate(confirmedOn, i18n.language, timeZone) : null;

  return (
    <div className={["kit-submit", className].filter(Boolean).join(" ")}>
      <button {...rest} type="submit" className="kit-button kit-button--primary" disabled={disabled} aria-busy={busy || undefined}>
        {t(`submit.${label}`)}
      </button>
      {date ? (
        <p className="kit-submit__confirmation">
          {confirmedBy ? t("submit.confirmedOnBy", { date, user: confirmedBy }) : t("submit.confirmedOn", { date })}
        </p>
      ) : null}
    </div>
  );
}
