import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from "react";

type CloseControlProps = {
  closeHref?: string;
  onClose?: () => void;
  className?: string;
  /** Accessible name for icon-only controls; leave out when the children are text. */
  label?: string;
  children?: ReactNode;
  /** Used for the backdrop: it is only a pointer target, never a tab stop. */
  hidden?: boolean;
};

/**
 * A link when there is a closeHref (so closing works without JavaScript), otherwise a button.
 * With an onClose handler the link's navigation is replaced by the handler.
 */
export const CloseControl = forwardRef<HTMLAnchorElement & HTMLButtonElement, CloseControlProps>(
  function CloseControl({ closeHref, onClose, className, label, children, hidden }, ref) {
    const a11y = hidden ? { "aria-hidden": true, tabIndex: -1 } : label ? { "aria-label": label } : {};
    if (closeHref) {
      const onClick = (event: MouseEvent) => {
        if (!onClose) return;
        event.preventDefault();
        onClose();
      };
      return (
        <a ref={ref} href={closeHref} className={className} onClick={onClick} {...a11y}>
          {children}
        </a>
      );
    }
    if (hidden) return <div className={className} onClick={onClose} aria-hidden="true" />;
    return (
      <button ref={ref} type="button" className={className} onClick={onClose} {...a11y}>
        {children}
      </button>
    );
  },
);

/** How the dialog around a control closes: its × and every Cancel inside it close the same way. */
export const DialogCloseContext = createContext<{ closeHref?: string; onClose?: () => void }>({});

/**
 * A Cancel or Close inside a dialog's content. It closes as the dialog's × does: with
 * JavaScript through the dialog's onClose (a client-side navigation that returns focus to
 * what opened the dialog), without it as a plain link to the dialog's closeHref.
 */
export function DialogClose({ className, children }: { className?: string; children: ReactNode }) {
  const { closeHref, onClose } = useContext(DialogCloseContext);
  return (
    <CloseControl className={className} closeHref={closeHref} onClose={onClose}>
      {children}
    </CloseControl>
  );
}
