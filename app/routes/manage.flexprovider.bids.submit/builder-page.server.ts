import { assetKey } from "~/domain/bidding/assets";
import type { Auth } from "~/session/auth.server";
import { notFound } from "~/session/guard.server";
import type { Client } from "~/upstream/client.server";
import { builderAction, builderUrl, type BuilderPlace } from "./builder-action.server";
import { builderView, loadBuilder, rowsOf, selectionFrom, selectionText } from "./builder-data.server";

type Source = { competitionId: number | null; ballotId: number | null };

/** The builder's steps as URLs: asset selection, bids, and the bid success modal. */
export async function builderPage(client: Client, auth: Auth, url: URL, source: Source, base: string) {
  const builder = await loadBuilder(client, auth, source);
  if (builder.competition.status !== "open") notFound();
  const place = placeOf(builder.competition.id, source, base);
  const view = builderView(builder);
  const step = url.searchParams.get("step");
  if (step === "success") return { view: "success" as const, model: view };
  // A new ballot starts at asset selection; an existing one with its saved selection (BID-03).
  const named = url.searchParams.has("assets") ? selectionFrom(url.searchParams.get("assets"), builder.items) : null;
  const selection = named ?? (source.ballotId !== null ? builder.state.selectedAssets : []);
  const current = step === "assets" || selection.length === 0 ? "assets" : "bids";
  const defaults = current === "assets" && named === null ? builder.state.selectedAssets : selection;
  return {
    view: "builder" as const,
    model: view,
    place,
    step: current,
    selected: defaults.map(assetKey),
    form: {
      rows: rowsOf(builder.state),
      selection: selectionText(selection),
      ballotId: builder.state.ballotId,
      errors: {},
      formErrors: [],
      validity: builder.state.validity,
      revision: "loaded",
    },
  };
}

const placeOf = (competitionId: number, source: Source, base: string): BuilderPlace =>
  source.ballotId !== null ? { base, key: "ballot", id: source.ballotId } : { base, key: "competition", id: competitionId };

/** A post to the builder: its data are read afresh, so every check uses what the upstream holds now. */
export async function builderPost(client: Client, auth: Auth, source: Source, base: string, formData: FormData, intent: string) {
  const builder = await loadBuilder(client, auth, source);
  if (builder.competition.status !== "open") notFound();
  return builderAction({ client, auth, builder, place: placeOf(builder.competition.id, source, base), formData, intent });
}

export const idParam = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};
