import { useEffect } from "react";

export const HELP_WIDGET_SCRIPT = "https://beacon-v2.helpscout.net";
export const SMALL_SCREEN_QUERY = "(max-width: 768px)";

/** The help widget is not loaded on small screens or embed pages, nor when none is configured. */
export function shouldLoadHelpWidget({ beaconId, embed, smallScreen }: { beaconId: string | null; embed: boolean; smallScreen: boolean }) {
  return Boolean(beaconId) && !embed && !smallScreen;
}

type BeaconWindow = Window & { Beacon?: ((command: string, ...args: unknown[]) => void) & { readyQueue?: unknown[] } };

export function openHelpWidget(message?: string) {
  const beacon = (window as BeaconWindow).Beacon;
  if (!beacon) return false;
  if (message) beacon("prefill", { subject: message, text: message });
  beacon("open");
  return true;
}

/** Loads the configured help widget once, in the browser only. */
export function HelpWidget({ beaconId, embed }: { beaconId: string | null; embed: boolean }) {
  useEffect(() => {
    const smallScreen = window.matchMedia(SMALL_SCREEN_QUERY).matches;
    if (!shouldLoadHelpWidget({ beaconId, embed, smallScreen }) || document.getElementById("help-widget")) return;
    const queue: unknown[] = [];
    const beaconWindow = window as BeaconWindow;
    beaconWindow.Beacon = Object.assign((...args: unknown[]) => void queue.push(args), { readyQueue: queue });
    const script = document.createElement("script");
    script.id = "help-widget";
    script.async = true;
    script.src = `${HELP_WIDGET_SCRIPT}/`;
    script.onload = () => beaconWindow.Beacon?.("init", beaconId);
    document.head.appendChild(script);
  }, [beaconId, embed]);
  return null;
}
