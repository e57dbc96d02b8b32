import { SUPPORTED_LOCALES } from "./locales";
import { TIMEZONES } from "./regions";

/** What a user can be e-mailed about; each is a choice on Settings › Preferences. */
export const NOTIFICATION_TOPICS = ["competitions", "bid_results", "dispatch", "settlement", "product_news"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationChoices = Record<NotificationTopic, boolean>;

export const DEFAULT_NOTIFICATIONS: NotificationChoices = {
  competitions: true,
  bid_results: true,
  dispatch: true,
  settlement: true,
  product_news: false,
};

/** The time zones of 000 §9, by the id the upstream stores. */
export const TIMEZONE_IDS = TIMEZONES.map((zone) => zone.id);

export const PREFERENCE_LOCALES = SUPPORTED_LOCALES;

export type Preferences = { preferred_locale: string; timezone: string; notifications: NotificationChoices };
