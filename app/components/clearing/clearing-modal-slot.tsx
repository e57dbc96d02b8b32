import { lazy, Suspense, type ComponentProps } from "react";
import type { ClearingModal as ClearingModalComponent } from "./clearing-modal";
import { ClearingModal as RenderedOnServer } from "./clearing-modal-eager.server";

const LoadedInBrowser = lazy(() => import("./clearing-modal").then((module) => ({ default: module.ClearingModal })));

/**
 * The market clearing modal. The server renders it in the page (so it works without
 * JavaScript); the browser fetches its code only when it is shown, keeping it out of the
 * page's first JavaScript. Until that code arrives React leaves the server's HTML in place,
 * and a post made meanwhile is an ordinary form post.
 */
export function ClearingModalSlot(props: ComponentProps<typeof ClearingModalComponent>) {
  const Modal = RenderedOnServer ?? LoadedInBrowser;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
