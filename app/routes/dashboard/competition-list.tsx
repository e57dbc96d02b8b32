import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { Competition } from "~/upstream/schemas/market";

/** What the list shows of a competition; nothing else of it goes to the page. */
export type ListedCompetition = Pick<Competition, "id" | "name" | "status" | "tag" | "qualifying_assets"> & {
  operator: { name?: string | null; brand_colour?: string | null } | null;
};

export function listed({ id, name, status, tag, qualifying_assets, operator }: Competition): ListedCompetition {
  const expanded = operator && typeof operator === "object" ? { name: operator.name, brand_colour: operator.brand_colour } : null;
  return { id, name, status, tag, qualifying_assets, operator: expanded };
}

type Props = {
  competitions: ListedCompetition[];
  /** Builds the link that activates a competition, keeping the filters. */
  hrefFor: (id: number) => string;
  showQualifying: boolean;
  /** Whether a filter is set: an empty list then says no competition matches, else that there are none to show. */
  filtered: boolean;
};

/** Page 1 of the dashboard panel: the competitions on the map, in the order the map rules give. */
export function CompetitionList({ competitions, hrefFor, showQualifying, filtered }: Props) {
  const { t } = useTranslation(["map", "market"]);
  if (!competitions.length) return <p className="empty-state">{t(filtered ? "map:list.empty" : "map:list.none")}</p>;
  return (
    <ol className="competition-list" aria-label={t("map:list.label")}>
      {competitions.map((competition) => {
        const operator = competition.operator;
        return (
          <li key={competition.id} className="competition-list__item" data-competition-id={competition.id}>
            <span className="competition-list__swatch" style={{ background: operator?.brand_colour ?? undefined }} aria-hidden="true" />
            <Link to={hrefFor(competition.id)} className="competition-list__name">
              {competition.name}
            </Link>{" "}
            <span className="competition-list__meta">
              {[operator?.name, competition.status ? t(`market:status.${competition.status}`) : null, t(`market:tag.${competition.tag ?? "Untagged"}`)]
                .filter(Boolean)
                .join(" · ")}
            </span>{" "}
            {showQualifying ? (
              <span className="competition-list__assets">{t("map:list.qualifyingAssets", { count: competition.qualifying_assets ?? 0 })}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
