import { data } from "@remix-run/node";
import { CLEARING_INTENTS } from "~/components/clearing/view";
import { OPERATOR_INTENTS } from "~/components/operator/intents";
import { userClient } from "~/session/api.server";
import type { GuardedArgs } from "~/session/guard.server";
import { clearingAction } from "./clearing-action.server";
import { clearingSetup } from "./clearing-setup.server";
import { autoDecide, decideBid } from "./decisions.server";
import { competitionParam, listUrlFor, loadCompetition } from "./load.server";

const CLEARING = new Set<string>(Object.values(CLEARING_INTENTS));

/** One page, several forms: the `intent` field names the one posted; the competition travels with it. */
export async function operatorCompetitionsAction({ request, context, auth, params }: GuardedArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const competition = competitionParam(String(formData.get("competition") ?? new URL(request.url).searchParams.get("competition")));
  if (!competition) throw data({ message: "no-competition" }, { status: 400 });
  const client = await userClient(request, context, auth);
  const listUrl = listUrlFor(params.id, competition);
  const args = { request, context, client, competition, formData, listUrl };
  if (intent === OPERATOR_INTENTS.decide) return decideBid(args);
  if (intent === OPERATOR_INTENTS.auto) return autoDecide(args);
  if (!CLEARING.has(intent)) throw data({ message: "unknown-intent" }, { status: 400 });
  const { competition: loaded, bids } = await loadCompetition(client, competition);
  return clearingAction({ request, context, client, formData, intent, listUrl, setup: clearingSetup(loaded, bids, auth.features) });
}
