import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Modal } from "~/components/modal";

type Props = {
  title: ReactNode;
  closeHref: string;
  children: ReactNode;
  footer?: ReactNode;
  dismissible?: boolean;
  /** Closing (×, Escape, backdrop) does this instead of following `closeHref`, e.g. posts the step's Cancel. */
  onClose?: () => void;
};

/**
 * A bidding modal that is also a step of its own: its URL (or the post that led to it)
 * opens it. Without JavaScript it is part of the page; once the page runs JavaScript the
 * same step shows in the kit modal, closed by following `closeHref`.
 */
export function StepDialog({ title, closeHref, children, footer, dismissible = true, onClose }: Props) {
  const hydrated = useHydrated();
  if (hydrated) {
    return (
      <Modal open title={title} closeHref={closeHref} onClose={onClose} dismissible={dismissible} footer={footer}>
        {children}
      </Modal>
    );
  }
  return (
    <section className="card bidding-step" aria-labelledby="bidding-step-title">
      <h2 id="bidding-step-title">{title}</h2>
      {children}
      {footer ? <div className="form-actions">{footer}</div> : null}
    </section>
  );
}
