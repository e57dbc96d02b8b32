import { randomBytes } from "node:crypto";
import { z } from "zod";
import { REGION_CODES, type RegionCode } from "~/domain/regions";
import { IDLE_TIMEOUT_MS, SESSION_CHECK_INTERVAL_MS } from "~/domain/session-constants";

const list = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(",").map((part) => part.trim()).filter(Boolean));

/** `GB=https://api.gb.example/,IT=https://api.it.example/` → a map of regional upstream base URLs. */
const regionalBackends = list.transform((entries, ctx) => {
  const backends: Partial<Record<RegionCode, string>> = {};
  for (const entry of entries) {
    const [region, url] = entry.split("=").map((part) => part.trim());
    if (!REGION_CODES.includes(region as RegionCode) || !url) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `API_BASE_URLS entry "${entry}" is not REGION=URL` });
      continue;
    }
    backends[region as RegionCode] = withTrailingSlash(url);
  }
  return backends;
});

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: int(3000),
  API_BASE_URL: z.string().url().optional(),
  API_BASE_URLS: regionalBackends,
  DEFAULT_REGION: z.enum(REGION_CODES).default("GB"),
  SESSION_SECRET: list,
  COOKIE_SECURE: z.string().optional(),
  SANDBOX_HOST: z.string().default("127.0.0.1"),
  SANDBOX_PORT: int(4010),
  SANDBOX_TOKEN_LIFETIME_SECONDS: int(3600),
  APP_MODE: z.enum(["flex", "max"]).default("flex"),
  FLEX_FRONTEND_URL: z.string().url().optional(),
  MAX_FRONTEND_URL: z.string().url().optional(),
  REDIRECT_MAX_USERS: z.string().optional().transform((value) => (value ?? "OFF").toUpperCase() === "ON"),
  REGISTER_REDIRECT_URL: z.string().url().default("https://picloenergy.com/sign-up"),
  HELP_URL: z.string().url().default("https://help.flexmarket.example/"),
  HELP_BEACON_ID: z.string().optional(),
  PLANS_URL: z.string().url().default("https://flexmarket.example/plans"),
  SUPPORT_EMAIL: z.string().email().default("support@flexmarket.example"),
  SALES_EMAIL: z.string().email().default("sales@flexmarket.example"),
  COGNITO_LOGIN_URL: z.string().url().optional(),
  EMBED_ALLOWED_ORIGINS: list,
  IDLE_TIMEOUT_MS: int(IDLE_TIMEOUT_MS),
  SESSION_CHECK_INTERVAL_MS: int(SESSION_CHECK_INTERVAL_MS),
  FEATURES_TTL_SECONDS: int(300),
  ANONYMOUS_FEATURES_TTL_SECONDS: int(60),
  UPSTREAM_TIMEOUT_MS: int(15000),
  MAX_ACTIVE_REQUESTS: int(8),
  ANALYTICS_ENDPOINT: z.string().url().optional(),
  MAP_STYLE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("loopback"),
  SHUTDOWN_TIMEOUT_MS: int(10000),
  HSTS: z.string().optional(),
  /** Set by the server when it started the sandbox upstream itself. */
  FLEXMARKET_SANDBOX: z.string().optional(),
});

export type Config = ReturnType<typeof toConfig>;

/** An on/off setting: 1, on, true or yes (any case) is on; unset keeps the default. */
function isOn(value: string | undefined, fallback: boolean): boolean {
  return value === undefined || value === "" ? fallback : /^(1|on|true|yes)$/i.test(value);
}

function withTrailingSlash(url: string) {
  return url.endsWith("/") ? url : `${url}/`;
}

function toConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === "production";
  return {
    production,
    host: env.HOST,
    port: env.PORT,
    apiBaseUrl: env.API_BASE_URL ? withTrailingSlash(env.API_BASE_URL) : undefined,
    regionalBackends: env.API_BASE_URLS,
    /** Several backends are enabled when more than one regional upstream is configured. */
    multipleBackends: Object.keys(env.API_BASE_URLS).length > 1,
    defaultRegion: env.DEFAULT_REGION,
    sessionSecrets: env.SESSION_SECRET,
    cookieSecure: isOn(env.COOKIE_SECURE, production),
    sandbox: { host: env.SANDBOX_HOST, port: env.SANDBOX_PORT, tokenLifetimeSeconds: env.SANDBOX_TOKEN_LIFETIME_SECONDS },
    appMode: env.APP_MODE,
    flexFrontendUrl: env.FLEX_FRONTEND_URL,
    maxFrontendUrl: env.MAX_FRONTEND_URL,
    redirectMaxUsers: env.REDIRECT_MAX_USERS,
    registerRedirectUrl: env.REGISTER_REDIRECT_URL,
    helpUrl: env.HELP_URL,
    helpBeaconId: env.HELP_BEACON_ID,
    plansUrl: env.PLANS_URL,
    supportEmail: env.SUPPORT_EMAIL,
    salesEmail: env.SALES_EMAIL,
    cognitoLoginUrl: env.COGNITO_LOGIN_URL,
    embedAllowedOrigins: env.EMBED_ALLOWED_ORIGINS,
    idleTimeoutMs: env.IDLE_TIMEOUT_MS,
    sessionCheckIntervalMs: env.SESSION_CHECK_INTERVAL_MS,
    featuresTtlSeconds: env.FEATURES_TTL_SECONDS,
    anonymousFeaturesTtlSeconds: env.ANONYMOUS_FEATURES_TTL_SECONDS,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    /** Page requests one process works on at once; the others wait their turn (0: no limit). */
    maxActiveRequests: env.MAX_ACTIVE_REQUESTS,
    analyticsEndpoint: env.ANALYTICS_ENDPOINT,
    /** A maplibre style for the dashboard map; unset, the built-in Natural Earth base map. */
    mapStyleUrl: env.MAP_STYLE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    sandboxMode: env.FLEXMARKET_SANDBOX === "on",
    hsts: isOn(env.HSTS, production),
  };
}

let current: Config | undefined;

/** Reads the settings from the environment once; `resetConfig` lets tests and the server re-read them. */
export function getConfig(): Config {
  if (current) return current;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  current = toConfig(parsed.data);
  return current;
}

export function resetConfig() {
  current = undefined;
}

/**
 * Production refuses to start without SESSION_SECRET, unless it runs against the sandbox
 * (no upstream configured), where a random secret per process is good enough for a demo.
 */
export function ensureSessionSecret(config: Config, sandboxMode: boolean): string[] {
  if (config.sessionSecrets.length > 0) return config.sessionSecrets;
  if (config.production && !sandboxMode) {
    throw new Error("SESSION_SECRET must be set in production (comma-separated; the first signs, all verify).");
  }
  const generated = randomBytes(32).toString("hex");
  process.env.SESSION_SECRET = generated;
  resetConfig();
  return [generated];
}
