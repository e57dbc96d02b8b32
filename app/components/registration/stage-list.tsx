import { useTranslation } from "~/i18n/react";
import { STAGES, type RegistrationState } from "~/domain/registration/stages";

/** Where the visitor is among the four stages, and which are confirmed. */
export function StageList({ state }: { state: RegistrationState }) {
  const { t } = useTranslation("registration");
  return (
    <ol className="registration-stages" aria-label={t("stages.label")}>
      {STAGES.map((stage, index) => (
        <li key={stage} aria-current={stage === state.stage ? "step" : undefined} className={state.confirmed[stage] ? "is-confirmed" : undefined}>
          {t("stages.item", { number: index + 1, name: t(`stages.${stage}`) })}
          {state.confirmed[stage] ? <span className="kit-visually-hidden"> ({t("stages.confirmed")})</span> : null}
        </li>
      ))}
    </ol>
  );
}
