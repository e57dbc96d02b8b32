import { redirect } from "@remix-run/node";
import {
  fileStages,
  fileStatusLabel,
  fileStatusOf,
  initialFileLoading,
  isErrorStatus,
  isFinalStatus,
  nextPoll,
  onPollingStopped,
  type FileLoadingState,
} from "~/domain/bidding/file-status";
import { FLAGS } from "~/domain/flags";
import { notFound, type GuardedArgs } from "~/session/guard.server";
import { userClient } from "~/session/api.server";
import { bulkPreview } from "~/domain/bidding/bulk-preview";
import type { Client } from "~/upstream/client.server";
import { providerAssets, providerPlannedAssets } from "~/upstream/assets.server";
import { allBallots } from "~/upstream/ballots.server";
import { getCompetition } from "~/upstream/competitions.server";
import { bidFile, listBids } from "~/upstream/bids.server";
import type { BidFileRecord } from "~/upstream/schemas/bidding";
import { TEMPLATE_PATH, filePagePath, type BidSetView, type BulkUploadData, type FileView } from "./bulk-result";

const ID = /^[1-9]\d{0,15}$/;

/**
 * The page's data: the upload form alone, or a file being watched. Watching is timed from
 * `since` in the address, so a page refreshed without JavaScript stops after 20 minutes too;
 * an address without it starts the clock now.
 */
export async function loadBulkUpload({ request, context, auth }: GuardedArgs): Promise<BulkUploadData> {
  const url = new URL(request.url);
  const fileParam = url.searchParams.get("file");
  if (fileParam === null) return { templateHref: TEMPLATE_PATH, file: null };
  if (!ID.test(fileParam)) notFound();
  const since = Number(url.searchParams.get("since"));
  const now = Date.now();
  if (!Number.isSafeInteger(since) || since <= 0 || since > now) throw redirect(filePagePath(fileParam, now));
  const client = await userClient(request, context, auth);
  const record = await bidFile(client, fileParam);
  const file = fileView(record, { since, now, i18nFriendlyFiles: auth.features.has(FLAGS.i18nFriendlyFiles) });
  const preview = file.ready && !file.created && record.rows?.length ? await bidSets(client, record.rows) : null;
  return { templateHref: TEMPLATE_PATH, file: { ...file, preview } };
}

/**
 * The confirm step's bid sets: which of the provider's active bid sets each group of rows joins
 * (and in which of their windows it already bids), named as the provider knows them.
 */
async function bidSets(client: Client, rows: NonNullable<BidFileRecord["rows"]>): Promise<BidSetView[]> {
  const assets = rows.flatMap((row) => row.ballot_assets);
  const ids = (planned: boolean) => [...new Set(assets.filter((asset) => asset.planned === planned).map((asset) => asset.flex_asset))];
  const competitions = [...new Set(rows.map((row) => row.competition))];
  const [ballots, metered, planned, names] = await Promise.all([
    allBallots(client),
    ids(false).length ? providerAssets(client, ids(false), { manyAssets: true }) : [],
    ids(true).length ? providerPlannedAssets(client, ids(true), { manyAssets: true }) : [],
    Promise.all(competitions.map(async (id) => [id, (await getCompetition(client, id, "flexprovider").catch(() => null))?.name ?? null] as const)),
  ]);
  const joined = ballots.filter((ballot) => competitions.includes(ballot.competition)).map(({ id, competition, assets }) => ({ id, competition, assets }));
  // Only the bid sets the rows join have bids worth reading.
  const joining = bulkPreview(rows, joined, []).flatMap((set) => (set.ballot === null ? [] : [set.ballot]));
  const bids = (await Promise.all(joining.map((ballot) => listBids(client, { ballot })))).flat();
  const refs = new Map([...metered.map((asset) => [`a${asset.id}`, asset.ref] as const), ...planned.map((asset) => [`p${asset.id}`, asset.ref] as const)]);
  const competitionNames = new Map(names);
  return bulkPreview(rows, joined, bids).map((set) => ({
    ...set,
    competitionName: competitionNames.get(set.competition) ?? null,
    assetLabels: set.assets.map((asset) => refs.get(`${asset.planned ? "p" : "a"}${asset.flex_asset}`) ?? `#${asset.flex_asset}`),
  }));
}

export function fileView(record: BidFileRecord, { since, now, i18nFriendlyFiles }: { since: number; now: number; i18nFriendlyFiles: boolean }): FileView {
  const status = fileStatusOf(record.status);
  const progress = { status: record.status };
  const stages = fileStages("upload", { record: progress, newScanner: false });
  const poll = nextPoll({ transfer: "upload", record: progress, newScanner: false, startedAt: since, now });
  const watching: FileLoadingState = { ...initialFileLoading, loading: true, stages };
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    kind: status,
    label: fileStatusLabel(record.status, { i18nFriendlyFiles }),
    final: isFinalStatus(status),
    ready: status === "ready",
    created: record.claimed != null,
    stages,
    poll,
    loading: poll.poll ? watching : onPollingStopped(watching, progress),
    rowsValid: record.rows_valid ?? record.rows?.length ?? 0,
    errors: isErrorStatus(status) ? (record.errors ?? []) : [],
    since,
    preview: null,
  };
}
