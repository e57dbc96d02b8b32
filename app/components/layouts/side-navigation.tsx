import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { NavItem } from "~/domain/navigation";
import { usePrefetchOnIdle } from "./use-prefetch-on-idle";

/** Side navigation (000 §2, §6); items missing a permission carry the upgrade marker (full tier). */
export function SideNavigation({ items, orientation = "vertical" }: { items: NavItem[]; orientation?: "vertical" | "horizontal" }) {
  const { t } = useTranslation();
  const prefetch = usePrefetchOnIdle(items.filter((item) => !item.upgrade).map((item) => item.href));
  return (
    <nav className={`side-nav side-nav--${orientation}`} aria-label={t("nav.label")}>
      <ul>
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
              <NavLink to={item.href} className="side-nav__link" prefetch="intent">
                {t(`nav.${item.id}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
      {prefetch}
    </nav>
  );
}
