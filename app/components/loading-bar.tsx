import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";

// kit.css animates over the same duration.
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;

/** Appears only when `active` lasts longer than the throttle, so quick navigations do not flash it. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation("ui");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return (
    <div className="kit-loading-bar" role="progressbar" aria-label={t("loading.label")}>
      <div className="kit-loading-bar__fill" />
    </div>
  );
}

/** The LoadingBar driven by Remix navigation; needs the Remix router context. */
export function RouteLoadingBar() {
  const navigation = useNavigation();
  return <LoadingBar active={navigation.state !== "idle"} />;
}
