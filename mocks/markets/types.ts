/** A provider's registered interest in a market (the market registration modal). */
export type MarketInterest = {
  id: number;
  market: number;
  organisation_id: number;
  contact_name: string;
  contact_email: string;
  message: string;
  created: string;
};

export const FREQUENCIES = ["immediately", "daily", "weekly"] as const;
export const CHANNELS = ["email", "in_app"] as const;

/** What a provider follows (operators, licence areas, product types) and how it is told. */
export type Subscription = {
  id: number;
  organisation_id: number;
  name: string;
  operators: number[];
  areas: string[];
  product_types: string[];
  channels: string[];
  frequency: (typeof FREQUENCIES)[number];
  email: string;
  is_active: boolean;
  created: string;
  updated: string;
};

export type ContractWindow = {
  service_window: number;
  name: string;
  start_time: string;
  end_time: string;
  capacity: number;
  availability_price: number | null;
  utilisation_price: number | null;
  service_fee: number | null;
};

export type ContractDocument = { id: number; name: string; kind: "terms" | "schedule"; filename: string; content_type: string };

/**
 * A contracted obligation from confirmed competition results. `organisation_id` is its
 * current holder, which can change (a transfer to another provider); `source` ties it to the
 * results it came from so it is made once.
 */
export type Contract = {
  id: number;
  reference: string;
  source: string;
  competition: number;
  organisation_id: number;
  original_organisation_id: number;
  assets: { flex_asset: number; planned: boolean }[];
  /** MW: the largest capacity contracted in any window. */
  capacity: number;
  windows: ContractWindow[];
  prices: { availability_price: number | null; utilisation_price: number | null; service_fee: number | null };
  currency: string;
  /** ISO dates; `end` is exclusive. */
  period: { start: string; end: string };
  documents: ContractDocument[];
  created: string;
  transfers: { from: number; to: number; created: string }[];
};

export const MILESTONE_KINDS = ["pre_delivery_test", "commissioning"] as const;

/** Something a contract holder must show by a date, with evidence (e.g. a planned asset commissioned). */
export type Milestone = {
  id: number;
  contract: number;
  kind: (typeof MILESTONE_KINDS)[number];
  flex_asset: number | null;
  /** ISO date. */
  due: string;
  evidence: { key: string; filename: string; note: string; submitted: string } | null;
  accepted: string | null;
  created: string;
};

export type MarketAccessData = {
  interests: MarketInterest[];
  subscriptions: Subscription[];
  contracts: Contract[];
  milestones: Milestone[];
};
