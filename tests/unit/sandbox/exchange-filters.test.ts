import { describe, expect, test } from "vitest";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { listListings } from "~/upstream/exchange.server";
import { store } from "~mocks/store";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const provider = async () => createClient({ baseUrl: "http://sandbox.test/api/", locale: "en-GB", token: await sandboxToken("provider@example.com") });
const titles = async (query: Parameters<typeof listListings>[1]) => (await listListings(await provider(), { limit: 200, ...query })).items.map((row) => row.title);

describe("exchange browse filters (sandbox)", () => {
  test("EXCH-01 capacity at least, delivery overlapping the period, and the operator of an obligation's competition", async () => {
    const all = (await listListings(await provider(), { limit: 200 })).items;
    expect(await titles({ capacity_min: 3.5 })).toEqual(all.filter((row) => row.capacity >= 3.5).map((row) => row.title));
    const from = all[0].start;
    const to = all[0].start;
    expect(await titles({ period_from: from, period_to: to })).toEqual(all.filter((row) => row.end >= from && row.start <= to).map((row) => row.title));
    const obligation = all.find((row) => row.exchange_type === "flexibility_obligation")!;
    const operator = store.market.competitions.find((row) => row.id === obligation.competition)!.operator_id;
    expect(await titles({ operator })).toEqual([obligation.title]);
    expect(await titles({ operator: operator + 1000 })).toEqual([]);
  });

  test("EXCH-01 a malformed filter is a DRF field error", async () => {
    const error = await listListings(await provider(), { period_from: "tomorrow" }).then(() => null, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).fieldErrors.period_from).toEqual(["Enter a valid date."]);
  });
});
