import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  qualificationHref,
  notOffered,
  qualificationReducer,
  reachableStep,
  readQualificationState,
  type QualificationLoaded,
  type QualificationState,
  type QualificationStep,
} from "~/domain/assets/qualification-flow";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFailureAnswer } from "~/upstream/form-failure.server";
import { competitionAssets, putForward, qualificationOverview, updateAsset } from "~/upstream/asset-register.server";
import { missingData } from "./qualification-data";

async function loadFlow(client: Client, state: QualificationState) {
  const overview = await qualificationOverview(client);
  const competition = overview.find((row) => row.id === state.competition) ?? null;
  // Assets that can be put forward come first, then those already put forward, then those that cannot
  // be: a provider with hundreds of assets finds the few that qualify on the first page.
  const order = (row: (typeof all)[number]) => ({ none: 0, put_forward: 1, ineligible: 2 })[notOffered(row) ?? "none"];
  const all = competition ? await competitionAssets(client, competition.id) : [];
  const rows = [...all].sort((a, b) => order(a) - order(b));
  const loaded: QualificationLoaded = {
    competitions: overview.map((row) => row.id),
    candidates: rows.filter((row) => !notOffered(row)).map((row) => ({ key: `${row.asset.planned ? "p" : "a"}${row.asset.id}`, missing: missingData(row) })),
  };
  return { overview, competition, rows, loaded };
}

const unofferedAssets = (state: QualificationState, loaded: QualificationLoaded) => state.assets.filter((key) => !loaded.candidates.some((candidate) => candidate.key === key));

function withoutAssets(state: QualificationState, keys: string[]): QualificationState {
  return { ...state, assets: state.assets.filter((key) => !keys.includes(key)), data: Object.fromEntries(Object.entries(state.data).filter(([key]) => !keys.includes(key))) };
}

/** A step's page: the state from the address, sent back to an earlier step when it lacks what this one needs. */
export const qualificationLoader = (step: QualificationStep, args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const state = readQualificationState(url.searchParams);
    const reachable = reachableStep(step, state);
    if (reachable !== step) throw redirect(qualificationHref(reachable, state));
    const client = await userClient(request, context, auth);
    const { overview, competition, rows, loaded } = await loadFlow(client, state);
    if (step !== "overview" && !competition) throw redirect(qualificationHref("overview", { competition: null, assets: [], data: {} }));
    // An address naming assets that cannot be put forward (edited, or stale since another tab put them forward) goes back to
    // the choose step, which leaves them out and says so, rather than offering a confirmation with nothing behind it.
    const refused = unofferedAssets(state, loaded);
    if (refused.length && (step === "add-data" || step === "confirm")) throw redirect(qualificationHref("assets", state));
    const shown = refused.length ? withoutAssets(state, refused) : state;
    return { orgId: auth.claims?.role?.id ?? null, step, state: shown, refused: refused.length > 0, overview, competition, rows, done: url.searchParams.get("done") };
  });

/** A step's post: the reducer decides the next step; errors stay on this step with everything typed. */
export const qualificationAction = (step: QualificationStep, args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const form = await request.formData();
    const client = await userClient(request, context, auth);
    const { loaded } = await loadFlow(client, readQualificationState(form));
    const result = qualificationReducer(step, form, loaded);
    if (result.kind === "step") {
      if (Object.keys(result.errors).length === 0) throw redirect(qualificationHref(result.step, result.state));
      return { state: result.state, errors: result.errors };
    }
    const { state } = result;
    if (unofferedAssets(state, loaded).length) throw redirect(qualificationHref("assets", state));
    try {
      // The data added for the competition is saved on the asset first, so the rules see it.
      for (const [key, data] of Object.entries(state.data)) await updateAsset(client, Number(key.slice(1)), data, key.startsWith("p"));
      const ids = (prefix: string) => state.assets.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(1)));
      await putForward(client, state.competition!, ids("a"), ids("p"));
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400) return upstreamFailureAnswer(error, (message) => ({ state, errors: { "": message } as Record<string, string> }));
      return { state, errors: { "": Object.values(error.fieldErrors).flat()[0] ?? error.detail } as Record<string, string> };
    }
    throw redirect(`/manage/flexprovider/qualification/overview?done=${state.competition}`);
  });

