import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FLAGS } from "~/domain/flags";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { allBallots, listBallots } from "~/upstream/ballots.server";
import { BALLOTS_PAGE_SIZE } from "~/domain/market/enums";
import { TableScroll } from "~/components/table-scroll";
import { dateTimeText } from "~/domain/market/format";
import { capacityFigure } from "~/domain/validation/capacity";

export const handle: RouteHandle = { title: "titles.bidsHistory", layout: "app", i18n: ["bidding"] };

/** BID-08: the provider's ballots, newest first (a page of 100 at a time with ballots paging). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const paged = auth.features.has(FLAGS.ballotsPaging);
    const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
    if (!paged) return { ballots: await allBallots(client), page: 1, pages: 1 };
    const result = await listBallots(client, { offset: (page - 1) * BALLOTS_PAGE_SIZE });
    return { ballots: result.items, page, pages: Math.max(1, Math.ceil((result.total ?? result.items.length) / BALLOTS_PAGE_SIZE)) };
  });

export default function BidsHistory() {
  const { t } = useTranslation(["bidding", "common"]);
  const { ballots, page, pages } = useLoaderData<typeof loader>();
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  // Written as the competition's "Your ballots" writes the same ballot, with the zone's abbreviation.
  const created = (iso: string) => dateTimeText(iso, root?.timezone ?? "Europe/London", locale);
  return (
    <>
      <header className="page-header">
        <h1>{t("pages.history.title")}</h1>
        <p>
          <Link to="/manage/flexprovider/bids/submit">{t("pages.backToBids")}</Link>
        </p>
      </header>
      {ballots.length === 0 ? (
        <p>{t("pages.history.empty")}</p>
      ) : (
        <TableScroll label={t("pages.history.title")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("pages.history.competition")}</th>
                <th scope="col">{t("pages.history.created")}</th>
                <th scope="col">{t("pages.history.outcome")}</th>
                <th scope="col">{t("pages.history.capacity")}</th>
                <th scope="col">
                  <span className="kit-visually-hidden">{t("pages.history.view")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ballots.map((ballot) => (
                <tr key={ballot.id}>
                  <th scope="row">{ballot.competition_name ?? `#${ballot.competition}`}</th>
                  <td>{created(ballot.created)}</td>
                  <td>{t(`pages.history.outcomes.${ballot.approval_outcome ?? "pending"}`)}</td>
                  <td>{t("pages.history.capacityValue", { capacity: capacityFigure(ballot.capacity, locale) })}</td>
                  <td>
                    <Link to={`/flexprovider/competitions/${ballot.competition}/ballots/${ballot.id}`}>{t("pages.history.view")}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages.history.pages")}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t("pages.history.previous")}</Link> : null}{" "}
          {page < pages ? <Link to={`?page=${page + 1}`}>{t("pages.history.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
