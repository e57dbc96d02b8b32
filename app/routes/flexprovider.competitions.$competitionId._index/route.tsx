import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BallotTable } from "~/components/competition/ballot-table";
import { CompetitionDetails } from "~/components/competition/competition-details";
import { ServicePeriods } from "~/components/competition/service-periods";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { allBallots } from "~/upstream/ballots.server";
import { getCompetition } from "~/upstream/competitions.server";

export const handle: RouteHandle = {
  layout: "app",
  i18n: ["market", "map"],
  title: (data: { competition: { name?: string | null } }) => data?.competition?.name ?? "",
};

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("flexprovider:competitions:competitionId", args, async ({ request, context, auth, params }) => {
    const id = Number(params.competitionId);
    if (!Number.isInteger(id) || id <= 0) notFound();
    const client = await userClient(request, context, auth);
    const [competition, ballots] = await Promise.all([getCompetition(client, id, "flexprovider", { includeArchived: true }), allBallots(client, { competition: id })]);
    // A removed competition comes back without a name.
    if (!competition.name) notFound();
    return { competition, ballots };
  });

/** A competition for a flexibility provider: its facts, service periods and the provider's ballots. */
export default function CompetitionView() {
  const { competition, ballots } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation(["market", "map"]);
  return (
    <>
      <header className="page-header">
        <p className="page-header__eyebrow">
          <Link to={`/dashboard?competition=${competition.id}`}>{t("map:competition.onMap")}</Link>
        </p>
        <h1>{competition.name}</h1>
        {competition.status === "open" ? (
          <p>
            <Link className="button" to={`/manage/flexprovider/bids/submit?competition=${competition.id}`}>
              {t("map:panel.bid")}
            </Link>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">{t("map:panel.details")}</h2>
        <CompetitionDetails competition={competition} timezone={root.timezone} locale={root.locale} />
      </section>
      <section aria-labelledby="periods-heading">
        <h2 id="periods-heading">{t("market:field.servicePeriods")}</h2>
        <ServicePeriods competition={competition} locale={root.locale} />
      </section>
      <section aria-labelledby="ballots-heading">
        <h2 id="ballots-heading">{t("map:competition.ballots")}</h2>
        <BallotTable competitionId={competition.id} ballots={ballots} powerType={competition.power_type} timezone={root.timezone} locale={root.locale} />
      </section>
    </>
  );
}
