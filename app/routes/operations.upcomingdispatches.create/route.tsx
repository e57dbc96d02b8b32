import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { CreateDialog as CreateDialogComponent, CreatePage } from "~/components/dispatch/create-dialog";
import { CreateDialog as RenderedOnServer } from "~/components/dispatch/create-dialog-eager.server";
import { useRootData, type RouteHandle } from "~/root-data";
import { action, loader } from "./create.server";

export { action, loader };

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

// Rendered at once on the server; in the browser the dialog's code loads when it is shown.
const LoadedInBrowser = lazy(() => import("~/components/dispatch/create-dialog").then((module) => ({ default: module.CreateDialog })));

export default function CreateInstructions() {
  const page = useLoaderData<typeof loader>() as unknown as CreatePage;
  const answer = useActionData<typeof action>() as { problems?: { message: string }[] } | undefined;
  const root = useRootData();
  const Dialog: typeof CreateDialogComponent = RenderedOnServer ?? LoadedInBrowser;
  return (
    <Suspense fallback={null}>
      <Dialog page={page} answer={answer} locale={root?.locale ?? "en-GB"} timezone={root?.timezone ?? "Europe/London"} />
    </Suspense>
  );
}
