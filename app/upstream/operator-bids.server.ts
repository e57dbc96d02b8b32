import { OPERATOR_PAGE_SIZE } from "~/domain/market/enums";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import { bidSummarySchema, operatorBidSchema, type BidSummary } from "./schemas/clearing";

export type OperatorBidQuery = { limit?: number; offset?: number; service_window?: number; outcome?: "accepted" | "rejected" };

/** The operator's bid review: summaries per competition and window, and the bids themselves (DEC-01). */
export function operatorBidsApi(client: Client) {
  const summaries = resource(client, paths.operatorBidSummaries, bidSummarySchema);
  const bids = resource(client, paths.operatorBids, operatorBidSchema);

  async function summary(competition: number): Promise<BidSummary | null> {
    const { items } = await summaries.list({ competition });
    return items.find((item) => item.competition.id === competition) ?? null;
  }

  /** Closed competitions with their bid summaries, a page at a time (operator page 10). */
  const closedCompetitions = ({ limit = OPERATOR_PAGE_SIZE, offset = 0 } = {}) =>
    summaries.list({ with_status: "closed", limit, offset });

  const list = (competition: number, { limit = OPERATOR_PAGE_SIZE, offset = 0, ...filters }: OperatorBidQuery = {}) =>
    bids.list({ competition, limit, offset, ...filters });

  const all = (competition: number, filters: Omit<OperatorBidQuery, "limit" | "offset"> = {}) => bids.fetchAll({ competition, ...filters });

  return { summary, closedCompetitions, list, all };
}
