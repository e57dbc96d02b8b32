import type { Client } from "~/upstream/client.server";
import { companyInfo } from "~/upstream/applications.server";
import { UpstreamError } from "~/upstream/errors";

/**
 * The names of the flex providers a settlement report's lines are for, by id, asked once each and
 * all at once. A provider the upstream no longer knows has no name (its id still says who it is);
 * any other failure fails the download.
 */
export async function providerNames(client: Client, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const names = await Promise.all(
    unique.map((id) =>
      companyInfo(client, id).then(
        // The registered name, as the dispatch lists name a provider; the trading name when none is on file.
        (provider) => provider.registered_name || provider.name,
        (error: unknown) => {
          if (error instanceof UpstreamError && error.status === 404) return "";
          throw error;
        },
      ),
    ),
  );
  return new Map(unique.map((id, index) => [id, names[index]]));
}
