import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import { nowMs } from "~/clock.server";
import { DESCRIPTION_MAX_CHARACTERS } from "~/domain/exchange/new-listing";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { createListing } from "~/upstream/exchange.server";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const provider = async () => createClient({ baseUrl: "http://sandbox.test/api/", locale: "en-GB", token: await sandboxToken("provider@example.com") });

describe("a listing's description (sandbox)", () => {
  test("UI-04 EXCH-01 up to 2000 characters are taken; more is a DRF field error", async () => {
    expect(DESCRIPTION_MAX_CHARACTERS).toBe(2000);
    const today = DateTime.fromMillis(nowMs()).toUTC().startOf("day");
    const body = (description: string) => ({
      exchange_type: "open_market", flex_provider_id: 101, flex_provider_name: "Brightside Energy Storage Ltd", title: "Battery turn-down, Wakefield", description,
      capacity: 2, start: today.plus({ days: 20 }).toISODate(), end: today.plus({ days: 50 }).toISODate(), price: 14, reserve_price: null, closes_at: today.plus({ days: 5 }).toISO(), agreement: null,
    });
    const client = await provider();
    expect((await createListing(client, body("x".repeat(2000)))).description).toHaveLength(2000);
    const error = await createListing(client, body("x".repeat(2001))).then(() => null, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(400);
    expect((error as UpstreamError).fieldErrors).toEqual({ description: ["Ensure this field has no more than 2000 characters."] });
  });
});
