import { useTranslation } from "~/i18n/react";
import { DialogShell, type DialogProps } from "./dialog-shell";

// kit.css uses the same values; these are the spec's numbers for code that needs them.
export const SIDE_PANEL_WIDTH_PX = 400;
export const SIDE_PANEL_TRANSITION_MS = 300;

export type SidePanelProps = DialogProps;

/** Slides in from the right; the server can render it open for a URL such as `?panel=password`. */
export function SidePanel(props: SidePanelProps) {
  const { t } = useTranslation("ui");
  return <DialogShell {...props} variant="kit-side-panel" closeLabel={t("sidePanel.close")} />;
}
