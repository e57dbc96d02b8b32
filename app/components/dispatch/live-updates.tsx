import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { useNotify } from "~/components/notifications";
import { useTranslation } from "~/i18n/react";

/**
 * With JavaScript, a change heard on the live feed reloads the page's data in place and says
 * so. Changes the page already shows (the user's own, reloaded after their form post) are skipped.
 */
export function LiveUpdates({ version }: { version: number | null }) {
  const { t } = useTranslation("dispatch");
  const change = useEventSource("/operations/live", { event: "change" });
  const { revalidate } = useRevalidator();
  const notify = useNotify();
  const seen = useRef<string | null>(null);
  // While a form post or a reload is under way the page is about to get fresh data (and, for the
  // user's own change, its notification): the change is weighed once that data has arrived.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  useEffect(() => {
    if (change === null || change === seen.current || busy) return;
    seen.current = change;
    if (version !== null && Number(change) <= version) return;
    revalidate();
    notify({ message: t("live.changed"), tone: "info" });
  }, [change, version, busy, revalidate, notify, t]);
  return null;
}
