import { lazy, Suspense } from "react";
import { AutoAcceptDialog as RenderedOnServer } from "~/components/dispatch/auto-accept-dialog-eager.server";
import type { RouteHandle } from "~/root-data";
import { action, loader } from "./rules.server";

export { action, loader };

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

const LoadedInBrowser = lazy(() => import("~/components/dispatch/auto-accept-dialog").then((module) => ({ default: module.AutoAcceptDialog })));

/** Auto-accept rules over the upcoming list; the dialog's code loads when it is shown. */
export default function AutoAcceptRules() {
  const Dialog = RenderedOnServer ?? LoadedInBrowser;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
