import { ACCOUNT_RULE, FailureThrottle } from "~/domain/auth/throttle";
import { DateTime } from "luxon";
import { nowMs, resetClock } from "~/clock.server";
import { seedDfsEvents } from "../dfs/seed";
import { seedRoadmap } from "../roadmap/seed";
import { seedApplications } from "../applications/seed";
import type { ApplicationsData } from "../applications/types";
import { seedMarketAccess } from "../markets/seed";
import type { MarketAccessData } from "../markets/types";
import { generateMarket, type GeneratedMarket } from "./gb";
import type { MarketData } from "./market-types";
import { seedDispatch } from "../dispatch/seed";
import { seedExchange } from "../exchange/seed";
import type { ExchangeData } from "../exchange/types";
import type { DispatchData } from "../dispatch/types";
import * as seed from "./seed";
import { seedSettlement } from "../settlement/seed";
import type { SettlementData } from "../settlement/types";
import type {
  DfsEvent,
  Email,
  EmailConfirmation,
  FileRecord,
  Market,
  Organisation,
  PasswordToken,
  Registration,
  RoadmapItem,
  SandboxUser,
  TeamMember,
} from "./types";

export type Fault = {
  /** Matched against the request path (a substring, or a regular expression written /like this/). */
  path: string;
  method?: string;
  status?: number;
  body?: unknown;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Hold the answer this long (to simulate a timeout). */
  delayMs?: number;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
  /** The share of matching requests it applies to (0–1), drawn at random per request; all when absent. */
  rate?: number;
};

export type Behaviour = {
  tokenLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
  latencyMs: number;
  faults: Fault[];
};

export type Store = {
  organisations: Organisation[];
  users: SandboxUser[];
  anonymousFeatures: string[];
  teamMembers: TeamMember[];
  markets: Market[];
  /** Purchasing systems, applications to them and their attached files. */
  applications: ApplicationsData;
  /** Interests in markets, subscriptions, contracts and milestones. */
  marketAccess: MarketAccessData;
  /** Competitions, assets, qualifications, ballots, bids and decisions of the GB market. */
  market: MarketData;
  files: FileRecord[];
  outbox: Email[];
  passwordTokens: PasswordToken[];
  /** Registrations in progress and submitted (see docs/registration.md). */
  registrations: Registration[];
  emailConfirmations: EmailConfirmation[];
  /** What is planned for system operators (docs/analytics.md). */
  roadmap: RoadmapItem[];
  /** National Demand Flexibility Service events (docs/dfs.md). */
  dfsEvents: DfsEvent[];
  revokedTokenIds: Set<string>;
  /** Wrong passwords per account, counted as a DRF throttle would (429 past the limit). */
  loginThrottle: FailureThrottle;
  calls: Map<string, number>;
  /** Events received by the stand-in analytics collector. */
  analyticsEvents: unknown[];
  behaviour: Behaviour;
  nextId: Map<string, number>;
  /** Dispatch instructions, auto-accept rules and calendar feeds (mocks/dispatch/). */
  dispatch: DispatchData;
  exchange: ExchangeData;
  /** Meter readings (mocks/settlement/); events, baselines and statements follow from them when read. */
  settlement: SettlementData;
};

/** How many assets the generated market has; SANDBOX_ASSETS=100000 is the benchmark scale. */
export const DEFAULT_ASSET_COUNT = 3000;
const assetCount = () => Number(process.env.SANDBOX_ASSETS) || DEFAULT_ASSET_COUNT;

// Generated once per process; every reset starts from a copy.
let generated: GeneratedMarket | undefined;
function generatedMarket(): GeneratedMarket {
  generated ??= generateMarket({ assets: assetCount() });
  return generated;
}

const DEFAULT_TOKEN_LIFETIME_SECONDS = Number(process.env.SANDBOX_TOKEN_LIFETIME_SECONDS) || 3600;

function fresh(): Store {
  const copy = <T>(value: T): T => structuredClone(value);
  const { organisations: marketOrganisations, ...market } = generatedMarket();
  const seeded = new Set(seed.organisations.map((org) => org.id));
  const marketCopy = copy(market);
  const assetsOfBallot = (ballot: number) => marketCopy.ballotAssetGroups.find((group) => group.ballot === ballot && group.active)?.ballot_assets.map((entry) => entry.flex_asset) ?? [];
  const dispatch = seedDispatch(marketCopy, assetsOfBallot, nowMs());
  return {
    organisations: copy([...seed.organisations, ...marketOrganisations.filter((org) => !seeded.has(org.id))]),
    users: copy(seed.users),
    anonymousFeatures: copy(seed.anonymousFeatures),
    teamMembers: copy(seed.teamMembers),
    markets: copy(seed.markets),
    applications: seedApplications(),
    marketAccess: seedMarketAccess(),
    market: marketCopy,
    files: [],
    outbox: [],
    // The invited member's first-password link, as the invitation e-mail would carry it.
    passwordTokens: [{ uid: encodeUid(5), token: "welcome-alex-morgan", userId: 5, purpose: "newuser" }],
    registrations: [],
    emailConfirmations: [],
    roadmap: seedRoadmap(DateTime.now()),
    dfsEvents: seedDfsEvents(DateTime.now()),
    revokedTokenIds: new Set(),
    loginThrottle: new FailureThrottle(ACCOUNT_RULE),
    calls: new Map(),
    analyticsEvents: [],
    behaviour: { tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS, refreshLifetimeSeconds: 24 * 3600, latencyMs: 0, faults: [] },
    nextId: new Map(),
    dispatch,
    exchange: seedExchange(nowMs()),
    settlement: seedSettlement(marketCopy, dispatch, nowMs()),
  };
}

export const store: Store = fresh();

/** Back to the seeded state (data, behaviour, counters and the clock). */
export function resetStore() {
  resetClock();
  Object.assign(store, fresh());
}

export function nextId(collection: string, existing: { id: number }[]): number {
  const next = Math.max(store.nextId.get(collection) ?? 0, ...existing.map((row) => row.id)) + 1;
  store.nextId.set(collection, next);
  return next;
}

/** Django encodes user ids in reset links as URL-safe base64. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString("base64url");
}

export function decodeUid(uid: string): number | null {
  const id = Number(Buffer.from(uid, "base64url").toString());
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function userByEmail(email: string): SandboxUser | undefined {
  return store.users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());
}

export function organisationOf(user: SandboxUser): Organisation | undefined {
  return store.organisations.find((org) => org.id === user.organisation_id);
}
