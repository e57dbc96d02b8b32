import { forwardRef, type MouseEvent, type ReactNode } from "react";

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
