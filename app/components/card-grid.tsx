import { Children, type ReactNode } from "react";

// kit.css lays out the same number of columns on wide screens.
export const CARDS_PER_ROW = 2;

export type CardGridProps = { children?: ReactNode; label?: string; className?: string };

/** A list of cards, two per row on wide screens and one per row on narrow ones. */
export function CardGrid({ children, label, className }: CardGridProps) {
  return (
    <ul className={["kit-card-grid", className].filter(Boolean).join(" ")} aria-label={label} data-columns={CARDS_PER_ROW}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className="kit-card-grid__item">
          {child}
        </li>
      ))}
    </ul>
  );
}

export type CardProps = { title: ReactNode; children?: ReactNode; footer?: ReactNode; headingLevel?: 2 | 3 | 4 };

export function Card({ title, children, footer, headingLevel = 3 }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="kit-card">
      <Heading className="kit-card__title">{title}</Heading>
      {children ? <div className="kit-card__body">{children}</div> : null}
      {footer ? <div className="kit-card__footer">{footer}</div> : null}
    </article>
  );
}
