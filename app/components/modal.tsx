import { useRef, type ElementType, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { CloseControl } from "./close-control";
import { DialogShell, type DialogProps } from "./dialog-shell";

export type ModalProps = DialogProps;

export function Modal(props: ModalProps) {
  const { t } = useTranslation("ui");
  return <DialogShell {...props} variant="kit-modal" closeLabel={t("modal.close")} />;
}

export type ConfirmModalProps = {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  /** Null: nothing to confirm (the body says why), only the cancel button. */
  confirmLabel?: string | null;
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** A link target for the cancel button, so cancelling works without JavaScript. */
  cancelHref?: string;
  /** With method/action the confirm button submits a form, so confirming is a plain form post. */
  method?: "get" | "post" | "put" | "patch" | "delete";
  action?: string;
  hiddenFields?: Record<string, string>;
  /** Pass Remix's Form to keep the post client-side when JavaScript runs; defaults to <form>. */
  formComponent?: ElementType;
  dismissible?: boolean;
  danger?: boolean;
};

export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation("ui");
  const { open, title, body, onConfirm, onCancel, cancelHref, method, action, hiddenFields = {} } = props;
  const Form = props.formComponent ?? "form";
  const confirmClass = props.danger ? "kit-button kit-button--danger" : "kit-button kit-button--primary";
  const confirmLabel = props.confirmLabel ?? t("modal.confirm");
  const cancelRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  // Escape is the keyboard's Cancel, so it does exactly what clicking Cancel does (its handler, or following its link).
  const onEscape = onCancel || cancelHref ? () => cancelRef.current?.click() : undefined;
  const cancel = (
    <CloseControl ref={cancelRef} className="kit-button kit-button--secondary" closeHref={cancelHref} onClose={onCancel}>
      {props.cancelLabel ?? t("modal.cancel")}
    </CloseControl>
  );
  const confirm =
    props.confirmLabel === null ? null : method || action ? (
      <Form method={method ?? "post"} action={action} className="kit-modal__form" onSubmit={onConfirm}>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={confirmClass}>
          {confirmLabel}
        </button>
      </Form>
    ) : (
      <button type="button" className={confirmClass} onClick={onConfirm}>
        {confirmLabel}
      </button>
    );

  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      closeHref={cancelHref}
      dismissible={props.dismissible ?? false}
      onEscape={onEscape}
      footer={
        <>
          {cancel}
          {confirm}
        </>
      }
    >
      {body}
    </Modal>
  );
}
