import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";
import {
  decisionSchema,
  decisionSetSchema,
  inputParameterSetSchema,
  type DecisionSet,
  type Decision,
  type DemandInterval,
  type InputParameterSet,
} from "./schemas/clearing";

export type OperatorDecision = { bid_id: number; approved: boolean };

const storedDecisions = z.object({ data: z.array(decisionSchema) });

/** Market clearing calls of the operator (001 §7; CLEAR-06, DEC-01). */
export function clearingApi(client: Client) {
  /** The decisions a clearing run proposes for these intervals; nothing is stored yet. */
  async function requestDecisionSet(competition: number, demandIntervals: DemandInterval[]): Promise<DecisionSet> {
    const body = { competition, demand_intervals: demandIntervals };
    return (await client.json("POST", paths.bidDecisionSet, decisionSetSchema, { body })).data;
  }

  /**
   * Stores decisions: with demand intervals, the clearing of those intervals with the
   * operator's approvals on top (earlier decisions in an overlapping range are replaced);
   * without, each bid's decision on its own.
   */
  async function confirmDecisions(competition: number, decisions: OperatorDecision[], demandIntervals: DemandInterval[] = []): Promise<Decision[]> {
    const body = { competition, demand_intervals: demandIntervals, decisions };
    return (await client.json("POST", paths.decisions, storedDecisions, { body })).data.data;
  }

  /** The competition's stored demand intervals; an empty set when there are none yet. */
  async function inputParameterSet(competition: number): Promise<InputParameterSet | { id: null; competition: number; demand_intervals: DemandInterval[] }> {
    const { data } = await client.json("GET", paths.inputParameterSets, z.array(inputParameterSetSchema), { query: { competition } });
    return data.find((set) => set.competition === competition) ?? { id: null, competition, demand_intervals: [] };
  }

  /** Auto bid decisioning: every window cleared with its own required capacity, stored at once. */
  async function autoDecisions(competition: number): Promise<DecisionSet> {
    return (await client.json("POST", paths.autoDecisions, decisionSetSchema, { body: { competition } })).data;
  }

  return { requestDecisionSet, confirmDecisions, inputParameterSet, autoDecisions };
}
