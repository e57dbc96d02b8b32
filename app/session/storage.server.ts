import { createCookie, createCookieSessionStorage, type Session } from "@remix-run/node";
import { getConfig } from "~/config.server";
import type { Notification } from "~/domain/notification";
import type { RegistrationDraft } from "~/domain/registration/stages";

export type CurrentUser = { first_name: string; last_name: string; email: string };

export type SessionData = {
  token: string;
  features: string[];
  featuresFetchedAt: number;
  user: CurrentUser;
  /** The user's chosen time zone (Settings › Preferences), read at sign-in and when saved. */
  timezone: string;
  /** The id of the registration a visitor has under way, so each stage's page can be reopened. */
  registration: string;
  /** Set once the visitor has read "Before you start", so the later stages open. */
  registrationStarted: boolean;
  /** What a stage held when the visitor went Back from it unsaved, so coming forward again shows it. */
  registrationDraft: RegistrationDraft;
};

export type FlashData = { notification: Notification };

export type AppSession = Session<SessionData, FlashData>;

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

let storage: ReturnType<typeof create> | undefined;

function create() {
  const config = getConfig();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__flexmarket_session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.cookieSecure,
      secrets: config.sessionSecrets,
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
}

/** Created on first use so the secrets read are the ones the server settled on at start. */
export function sessionStorage() {
  storage ??= create();
  return storage;
}

export function resetSessionStorage() {
  storage = undefined;
}

/** Plain preference cookies: readable on the server, no secrets in them. */
export const regionCookie = createCookie("p-region", { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
export const localeCookie = createCookie("p-locale", { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
