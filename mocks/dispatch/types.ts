/**
 * What the sandbox stores for dispatch. Statuses are never stored: they follow from these
 * instants and the clock when a record is read (`lifecycle.ts`).
 */
export type DispatchResponse = "accepted" | "rejected";

/** How long a provider has to answer, as the competition's market sets it (`response-window.ts`). */
export type ResponseWindowCode = "intraday" | "day_ahead" | "week_ahead" | "month_ahead";

export type DispatchInstruction = {
  id: number;
  competition: number;
  /** The system operator that issued it. */
  operator_id: number;
  /** The flex provider it is addressed to. */
  organisation_id: number;
  bid: number;
  /** The approved decision the instruction calls on. */
  decision: number;
  service_window: number;
  /** Flex assets of the bid's active asset group. */
  assets: number[];
  /** ISO instants (UTC); `end` is exclusive. */
  start: string;
  end: string;
  /** MW, or MVAr for reactive power; at most the decision's accepted capacity. */
  capacity: number;
  /** Per MWh (MVArh); null when the competition pays no utilisation. */
  utilisation_price: number | null;
  response_window: ResponseWindowCode;
  /** When the provider receives it; `created` until then. */
  issue_at: string;
  response_deadline: string;
  response: DispatchResponse | null;
  /** The user who answered; null for an answer given by an auto-accept rule. */
  responded_by: number | null;
  responded_at: string | null;
  auto_accept_rule: number | null;
  stopped_at: string | null;
  stopped_by: number | null;
  created: string;
  created_by: number | null;
  /** Set once the provider has been notified and its auto-accept rules applied. */
  released: boolean;
};

export type AutoAcceptRule = {
  id: number;
  organisation_id: number;
  /** Null: any competition. */
  competition: number | null;
  /** Null: any asset. */
  flex_asset: number | null;
  /** Accept only at or above this utilisation price (per MWh); null: any price. */
  min_utilisation_price: number | null;
  /** Never accept when an asset of the instruction is declared unavailable over its time. */
  require_available: boolean;
  is_active: boolean;
  created: string;
  created_by: number;
};

/** A user's secret calendar address; regenerating replaces the secret. */
export type CalendarFeed = { user_id: number; secret: string; created: string };

export type DispatchData = {
  instructions: DispatchInstruction[];
  autoAcceptRules: AutoAcceptRule[];
  calendarFeeds: CalendarFeed[];
  /** A counter per organisation, moved on every write that organisation can see. */
  changes: Map<number, number>;
};

export const emptyDispatch = (): DispatchData => ({ instructions: [], autoAcceptRules: [], calendarFeeds: [], changes: new Map() });
