import type { ListingValues } from "~/domain/exchange/new-listing";
import { userClient } from "~/session/api.server";
import { contractsApi } from "~/upstream/contracts.server";
import { getCompetition } from "~/upstream/competitions.server";
import type { OfferableContract } from "./step-fields";

type Client = Awaited<ReturnType<typeof userClient>>;

/**
 * The contracts a flexibility obligation can offer: the provider's own, not yet ended, with their
 * service windows, each named with its service period (windows of two periods often share a name).
 */
export async function offerableContracts(client: Client, { periods = true } = {}): Promise<OfferableContract[]> {
  const held = (await contractsApi(client).fetchAll()).filter((contract) => contract.status !== "ended");
  const competitions = await Promise.all(
    [...new Set(periods ? held.map((contract) => contract.competition) : [])].map((id) => getCompetition(client, id, "flexprovider", { includeArchived: true }).catch(() => null)),
  );
  const periodOf = new Map(competitions.flatMap((competition) => (competition?.service_periods ?? []).flatMap((period) => period.windows.map((window) => [window.id, period.name] as const))));
  return held.map((contract) => ({
    id: contract.id,
    reference: contract.reference,
    competition_name: contract.competition_name,
    capacity: contract.capacity,
    start: contract.period.start,
    end: contract.period.end,
    windows: contract.windows.map(({ service_window, name, start_time, end_time, capacity }) => ({ service_window, name, start_time, end_time, capacity, period: periodOf.get(service_window) ?? null })),
  }));
}

/** The window ids of the contract an obligation offers, to check the ticked ones against; none for other types. */
export const windowsOf = (contracts: OfferableContract[], values: ListingValues) =>
  values.exchange_type === "flexibility_obligation" && values.contract ? contracts.find((row) => String(row.id) === values.contract)?.windows.map((window) => window.service_window) : undefined;
