import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BidTable } from "~/components/competition/bid-table";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { providerAssets } from "~/upstream/assets.server";
import { competitionBallot } from "~/upstream/ballots.server";
import { getCompetition } from "~/upstream/competitions.server";

export const handle: RouteHandle = {
  layout: "app",
  i18n: ["market", "map"],
  title: (data: { ballot: { id: number } }) => (data?.ballot ? `#${data.ballot.id}` : ""),
};

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : notFound();
};

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("flexprovider:competitions:competitionId:ballots:ballotId", args, async ({ request, context, auth, params }) => {
    const competitionId = positiveId(params.competitionId);
    const ballotId = positiveId(params.ballotId);
    const client = await userClient(request, context, auth);
    const [competition, ballot] = await Promise.all([
      // An archived competition's bid sets stay readable from the bid history.
      getCompetition(client, competitionId, "flexprovider", { includeArchived: true }),
      competitionBallot(client, competitionId, ballotId),
    ]);
    if (!competition.name || ballot.competition !== competitionId) notFound();
    const active = ballot.asset_groups.find((group) => group.active) ?? ballot.asset_groups[0];
    const assetIds = (active?.ballot_assets ?? []).filter((asset) => !asset.planned).map((asset) => asset.flex_asset);
    const assets = assetIds.length ? await providerAssets(client, assetIds) : [];
    return { competition, ballot, assets: assets.map(({ id, ref, name }) => ({ id, ref, name })) };
  });

/** One ballot: its bids per service window and the assets it offers. */
export default function BallotView() {
  const { competition, ballot, assets } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation(["market", "map"]);
  const windows = new Map((competition.service_periods ?? []).flatMap((period) => period.windows.map((window) => [window.id, `${period.name} · ${window.name}`] as const)));
  return (
    <>
      <header className="page-header">
        <p className="page-header__eyebrow">
          <Link to={`/flexprovider/competitions/${competition.id}`}>{competition.name}</Link>
        </p>
        <h1>{t("map:competition.ballotTitle", { id: ballot.id })}</h1>
        <p>{t(`market:outcome.${ballot.approval_outcome ?? "pending"}`)}</p>
      </header>
      <section aria-labelledby="bids-heading">
        <h2 id="bids-heading">{t("market:field.bids")}</h2>
        <BidTable bids={ballot.bids} windowNames={windows} competition={competition} locale={root.locale} />
      </section>
      <section aria-labelledby="assets-heading">
        <h2 id="assets-heading">{t("market:field.assets")}</h2>
        {assets.length ? (
          <ul className="plain-list">
            {assets.map((asset) => (
              <li key={asset.id}>
                {asset.ref} · {asset.name}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("map:competition.noAssets")}</p>
        )}
      </section>
    </>
  );
}
