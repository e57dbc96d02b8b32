import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { NavItem } from "~/domain/navigation";
import { NavigationMenu } from "./navigation-menu";
import { usePrefetchable } from "./prefetchable";
import { usePrefetchOnIdle } from "./use-prefetch-on-idle";

/**
 * Side navigation (000 §2, §6); items missing a permission carry the upgrade marker (full tier).
 * On narrow screens the list folds behind a menu button (see NavigationMenu). Only pages that
 * exist and that this user may open are prefetched.
 */
export function SideNavigation({ items, orientation = "vertical" }: { items: (NavItem & { prefetch?: boolean })[]; orientation?: "vertical" | "horizontal" }) {
  const { t } = useTranslation();
  const prefetchable = usePrefetchable(items.filter((item) => !item.upgrade && item.prefetch).map((item) => item.href));
  const prefetch = usePrefetchOnIdle(prefetchable);
  return (
    <nav className={`side-nav side-nav--${orientation}`} aria-label={t("nav.label")}>
      <NavigationMenu label={t("nav.menu")}>
        <ul className="side-nav__list">
          {items.map((item) => (
            <li key={item.id}>
              {item.upgrade ? (
                <NavLink to={`/unauthorised?feature=${item.id}`} className="side-nav__link side-nav__link--upgrade" aria-describedby={`upgrade-tip-${item.id}`}>
                  {t(`nav.${item.id}`)}
                  <span className="upgrade-marker">{t("nav.upgrade")}</span>
                  <span role="tooltip" id={`upgrade-tip-${item.id}`} className="tooltip">
                    {t("nav.upgradeTooltip", { item: t(`nav.${item.id}`) })}
                  </span>
                </NavLink>
              ) : (
                <NavLink to={item.href} className="side-nav__link" prefetch={prefetchable.includes(item.href) ? "intent" : "none"}>
                  {t(`nav.${item.id}`)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </NavigationMenu>
      {prefetch}
    </nav>
  );
}
