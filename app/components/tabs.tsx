import type { AnchorHTMLAttributes, ComponentType } from "react";
import { useTranslation } from "~/i18n/react";

export type TabItem = { id: string; label: string; href: string };

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export type TabsProps = {
  items: readonly TabItem[];
  /** The selected tab's id, decided outside (usually by the URL). */
  selected: string;
  label?: string;
  /** Swap in a client-side link; plain anchors already work without JavaScript. */
  linkComponent?: ComponentType<LinkProps>;
};

export function assertValidSelection(items: readonly TabItem[], selected: string) {
  if (!items.some((item) => item.id === selected)) {
    throw new Error("Invalid external selection prop");
  }
}

/** Tabs are links between pages or URL states, so they are a nav with aria-current, not a tablist. */
export function Tabs({ items, selected, label, linkComponent }: TabsProps) {
  const { t } = useTranslation("ui");
  assertValidSelection(items, selected);
  const Link: ComponentType<LinkProps> | "a" = linkComponent ?? "a";
  return (
    <nav className="kit-tabs" aria-label={label ?? t("tabs.label")}>
      <ul className="kit-tabs__list">
        {items.map((item) => {
          const current = item.id === selected;
          return (
            <li key={item.id} className="kit-tabs__item">
              <Link
                href={item.href}
                className={`kit-tabs__link${current ? " kit-tabs__link--current" : ""}`}
                aria-current={current ? "page" : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
