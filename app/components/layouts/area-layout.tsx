import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Tabs, type TabItem } from "~/components/tabs";

/**
 * The frame of a business area's parent route: its title, its tabs (plain links between
 * its child routes, the current one marked) and the child route below.
 */
export function AreaLayout({
  title,
  tabs,
  selected,
  tabsLabel,
  actions,
  children,
}: {
  title: string;
  tabs: readonly TabItem[];
  /** The id of the tab of the child route shown; none when the child is not one of the tabs. */
  selected?: string;
  tabsLabel?: string;
  /** Buttons or links beside the title (e.g. "New listing"). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="area-layout">
      <div className="area-layout__header">
        <h1>{title}</h1>
        {actions ? <div className="area-layout__actions">{actions}</div> : null}
      </div>
      {tabs.length > 1 ? (
        selected && tabs.some((tab) => tab.id === selected) ? (
          <Tabs items={tabs} selected={selected} label={tabsLabel ?? title} linkComponent={TabLink} />
        ) : (
          <nav className="kit-tabs" aria-label={tabsLabel ?? title}>
            <ul className="kit-tabs__list">
              {tabs.map((tab) => (
                <li key={tab.id} className="kit-tabs__item">
                  <Link to={tab.href} className="kit-tabs__link" prefetch="intent">
                    {tab.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )
      ) : null}
      <div className="area-layout__content">{children}</div>
    </div>
  );
}

function TabLink({ href, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <Link to={href} prefetch="intent" {...props} />;
}
