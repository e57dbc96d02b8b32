import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { CloseControl, DialogCloseContext } from "./close-control";
import { trapTabKey, useFocusReturn, useInitialFocus, useScrollLock } from "./use-focus-return";

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  onClose?: () => void;
  /** Where the close link points, so a dialog the server rendered open closes without JavaScript. */
  closeHref?: string;
  /** Non-dismissible dialogs close only through their own buttons: no ×, no backdrop click; Escape only through onEscape. */
  dismissible?: boolean;
  /** Escape in a non-dismissible dialog that still has a way out (a confirmation's Cancel): what that way out does. */
  onEscape?: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
};

type ShellProps = DialogProps & { variant: "kit-modal" | "kit-side-panel"; closeLabel: string };

/** What Modal and SidePanel share: focus in, Tab trap, Escape, backdrop, scroll lock, focus return. */
export function DialogShell(props: ShellProps) {
  const { open, title, onClose, closeHref, dismissible = true, onEscape, children, footer, variant } = props;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useFocusReturn(open);
  useScrollLock(open);
  useInitialFocus(dialogRef, open);
  if (!open) return null;

  // Without a handler, Escape follows the close link just as a click on it would.
  const requestClose = onClose ?? (() => closeRef.current?.click());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (dismissible) requestClose();
      else onEscape?.();
    } else {
      trapTabKey(event, dialogRef.current);
    }
  };

  return (
    <div className={[variant, props.className].filter(Boolean).join(" ")} onKeyDown={onKeyDown}>
      {dismissible ? (
        <CloseControl hidden className="kit-backdrop" closeHref={closeHref} onClose={onClose} />
      ) : (
        <div className="kit-backdrop" aria-hidden="true" />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${variant}__dialog`}
      >
        <div className={`${variant}__header`}>
          <h2 id={titleId} className={`${variant}__title`}>
            {title}
          </h2>
          {dismissible && (closeHref || onClose) ? (
            <CloseControl ref={closeRef} className="kit-close" closeHref={closeHref} onClose={onClose} label={props.closeLabel}>
              <span aria-hidden="true">×</span>
            </CloseControl>
          ) : null}
        </div>
        <DialogCloseContext.Provider value={{ closeHref, onClose }}>
          <div className={`${variant}__body`}>{children}</div>
          {footer ? <div className={`${variant}__footer`}>{footer}</div> : null}
        </DialogCloseContext.Provider>
      </div>
    </div>
  );
}
