import type { Auth } from "~/session/auth.server";
import { notFound } from "~/session/guard.server";
import { companyInfo, systemOperatorName } from "~/upstream/applications.server";
import type { Client } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { getListing, listingBids } from "~/upstream/exchange.server";

export const organisationId = (auth: Auth) => Number(auth.claims?.role?.id ?? 0);

/** A listing and the bids the caller may see on it (all of them for its lister, its own otherwise), at once. */
export async function loadListing(client: Client, id: string | undefined) {
  const listingId = Number(id);
  if (!Number.isInteger(listingId) || listingId <= 0) notFound();
  const [listing, bids] = await Promise.all([
    getListing(client, listingId).catch((error) => {
      if (error instanceof UpstreamError && error.status === 404) notFound();
      throw error;
    }),
    listingBids(client, listingId),
  ]);
  return { listing, bids };
}

/**
 * 001 §6: bids and listings are stamped with the organisation's id and name, taken from the
 * session's organisation and the upstream's record of it, never from the form.
 */
export async function organisationStamp(client: Client, auth: Auth): Promise<{ id: number; name: string }> {
  const id = organisationId(auth);
  const company = auth.role === "systemoperator" ? null : await companyInfo(client, id);
  const name = company ? company.registered_name || company.name : await systemOperatorName(client, id);
  return { id, name };
}
