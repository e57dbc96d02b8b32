import { lazy, Suspense } from "react";
import { RespondConfirmation as RespondOnServer, StopConfirmation as StopOnServer } from "./confirm-dialog-eager.server";

const RespondInBrowser = lazy(() => import("./confirmations").then((module) => ({ default: module.RespondConfirmation })));
const StopInBrowser = lazy(() => import("./confirmations").then((module) => ({ default: module.StopConfirmation })));

/**
 * The answer and stop confirmations. The server renders them in the page (so they work
 * without JavaScript); the browser fetches their code only when one is shown, keeping it
 * out of the list's first JavaScript. Until it arrives React leaves the server's HTML in place.
 */
export function ConfirmationSlot({ kind }: { kind: "respond" | "stop" }) {
  const Confirmation = kind === "respond" ? (RespondOnServer ?? RespondInBrowser) : (StopOnServer ?? StopInBrowser);
  return (
    <Suspense fallback={null}>
      <Confirmation />
    </Suspense>
  );
}
