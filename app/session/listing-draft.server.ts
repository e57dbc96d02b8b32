import { createCookie, type Cookie } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { LISTING_FIELDS, type ListingValues } from "~/domain/exchange/new-listing";

/**
 * The new listing typed so far, kept between its steps in signed cookies: the app runs as
 * several replicas, so a draft in one process's memory would be missing on the next request.
 * The cookies go only to the form's own pages and are cleared when the listing is published
 * or the lister starts again.
 */
const PATH = "/exchange/new-listing";
/** Long enough for a listing typed over a working day; each step sent renews it. */
const MAX_AGE_SECONDS = 60 * 60 * 24;
/**
 * Browsers keep at most about 4 KB of a cookie's name and value. The description alone may
 * take most of that (2000 characters, more bytes once encoded and signed), so it has a cookie
 * of its own, and each cookie stays under this many bytes.
 */
export const DRAFT_COOKIE_BYTES = 3500;

type DraftCookies = { values: Cookie; description: Cookie };
let cookies: DraftCookies | undefined;

/** Created on first use so the secrets are the ones the server settled on at start, as the session's. */
function draftCookies(): DraftCookies {
  if (cookies) return cookies;
  const config = getConfig();
  const options = { path: PATH, httpOnly: true, sameSite: "lax" as const, secure: config.cookieSecure, secrets: config.sessionSecrets, maxAge: MAX_AGE_SECONDS };
  cookies = { values: createCookie("__flexmarket_listing", options), description: createCookie("__flexmarket_listing_description", options) };
  return cookies;
}

type StoredValues = { owner: string; values: ListingValues };

const isStored = (value: unknown): value is StoredValues =>
  typeof value === "object" && value !== null && typeof (value as StoredValues).owner === "string" && typeof (value as StoredValues).values === "object" && (value as StoredValues).values !== null;

/**
 * The draft of the signed-in user (`owner`), or nothing: a draft left by someone else who used
 * this browser is not theirs to see.
 */
export async function readListingDraft(request: Request, owner: string): Promise<ListingValues | null> {
  const header = request.headers.get("Cookie");
  const [stored, description] = await Promise.all([draftCookies().values.parse(header), draftCookies().description.parse(header)]);
  if (!isStored(stored) || stored.owner !== owner) return null;
  const values: ListingValues = {};
  for (const field of LISTING_FIELDS) {
    const value = field === "description" ? description : stored.values[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The Set-Cookie headers that keep a draft, or which part of it is too long to keep. */
export async function keepListingDraft(values: ListingValues, owner: string): Promise<{ setCookies: string[] } | { tooLong: "description" | "values" }> {
  const { description = "", ...rest } = values;
  const [kept, keptDescription] = await Promise.all([draftCookies().values.serialize({ owner, values: rest } satisfies StoredValues), draftCookies().description.serialize(description)]);
  const bytes = (setCookie: string) => Buffer.byteLength(setCookie.split(";")[0]);
  if (bytes(keptDescription) > DRAFT_COOKIE_BYTES) return { tooLong: "description" };
  if (bytes(kept) > DRAFT_COOKIE_BYTES) return { tooLong: "values" };
  return { setCookies: [kept, keptDescription] };
}

/** The Set-Cookie headers that forget the draft. */
export async function clearListingDraft(): Promise<string[]> {
  const { values, description } = draftCookies();
  return Promise.all([values.serialize("", { maxAge: 0 }), description.serialize("", { maxAge: 0 })]);
}
