import { useTranslation } from "~/i18n/react";
import type { FileStage } from "~/domain/bidding/file-status";
import { ProgressIndicator } from "../progress-indicator";

/** FILE-02: the stage indicator: each stage pending, active or completed, the active one with the progress bars. */
export function FileStages({ stages }: { stages: readonly FileStage[] }) {
  const { t } = useTranslation(["upload", "bidding"]);
  return (
    <ol className="file-stages" aria-label={t("upload:stages.label")}>
      {stages.map((stage) => (
        <li
          key={stage.stage}
          className={`file-stages__stage file-stages__stage--${stage.state}`}
          data-stage={stage.stage}
          data-state={stage.state}
          aria-current={stage.state === "active" ? "step" : undefined}
        >
          <span className="file-stages__name">{t(stage.label.key, stage.label.values)}</span>
          <span className="file-stages__state">{t(stage.stateLabel.key)}</span>
          {stage.state === "active" ? <ProgressIndicator label={t(stage.label.key, stage.label.values)} /> : null}
        </li>
      ))}
    </ol>
  );
}
