import { LISTING_STEPS, type ListingStep } from "~/domain/exchange/new-listing";

/** Each step of the new listing has its own address, so the browser's Back and Forward go step by step. */
export const stepPath = (step: ListingStep) => `/exchange/new-listing/${step}`;

/** The step an address names; any other is not a page. */
export function stepOf(name: string | undefined): ListingStep | undefined {
  return LISTING_STEPS.find((step) => step === name);
}
