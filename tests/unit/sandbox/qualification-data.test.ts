import { describe, expect, test } from "vitest";
import { missingData } from "~/components/assets/qualification-data";
import { nowMs } from "~/clock.server";
import { changeUnavailability, competitionAssets, createAsset, declareUnavailability, unavailabilities, updateAsset } from "~/upstream/asset-register.server";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { store } from "~mocks/store";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const BASE = "http://sandbox.test/api/";
const clientFor = async (email: string) => createClient({ baseUrl: BASE, locale: "en-GB", token: await sandboxToken(email) });

/** A competition in qualification of the demo operator, with a place inside its area and a voltage it accepts. */
function qualifying() {
  const competition = store.market.competitions.find((row) => row.status === "qualifying" && row.operator_id === 201 && row.boundary)!;
  const inside = store.market.qualifications
    .filter((row) => row.competition === competition.id && !row.planned)
    .map((row) => store.market.assets.find((asset) => asset.id === row.flex_asset)!)
    .find((asset) => asset.voltage_level >= competition.min_connection_voltage && asset.voltage_level <= competition.max_connection_voltage)!;
  return { competition, body: { name: "Meterless battery", asset_category: "storage", voltage_level: competition.min_connection_voltage, active_export_capacity: 2, active_import_capacity: 2, latitude: inside.location[1], longitude: inside.location[0] } };
}

describe("qualification data in the sandbox", () => {
  test("QUAL-01 QUAL-02 a competition that checks meter ids flags an asset without one; adding it clears the reason", async () => {
    const client = await clientFor("provider@example.com");
    const { competition, body } = qualifying();
    (competition as typeof competition & { asset_checks?: string[] }).asset_checks = ["meter_id"];
    const asset = await createAsset(client, body, false);
    const before = (await competitionAssets(client, competition.id)).find((row) => row.asset.id === asset.id && !row.asset.planned)!;
    expect(before.eligibility_status).toBe("ineligible");
    expect(missingData(before)).toEqual([competition.need_direction === "excess" || competition.need_direction === "import" ? "import_meter_id" : "export_meter_id"]);
    await updateAsset(client, asset.id, { [missingData(before)[0]]: "1200000000001" }, false);
    const after = (await competitionAssets(client, competition.id)).find((row) => row.asset.id === asset.id && !row.asset.planned)!;
    expect(after).toMatchObject({ eligibility_status: "eligible", reasons: [] });
  });

  test("MGMT-02 a declared period can be changed; an end before the start is refused on its field; another organisation cannot see it", async () => {
    const client = await clientFor("provider@example.com");
    const asset = await createAsset(client, qualifying().body, false);
    const day = 24 * 3600 * 1000;
    const iso = (ms: number) => new Date(ms).toISOString().replace(".000", "");
    const start = nowMs() + 2 * day;
    const declared = await declareUnavailability(client, { flex_asset: asset.id, planned: false, unavailable_from: iso(start), unavailable_to: iso(start + day), reason: "Inspection" });
    const changed = await changeUnavailability(client, declared.id, { unavailable_from: iso(start), unavailable_to: iso(start + 3 * day), reason: "Longer inspection" });
    expect(changed).toMatchObject({ unavailable_to: iso(start + 3 * day), reason: "Longer inspection" });
    expect((await unavailabilities(client)).find((row) => row.id === declared.id)).toMatchObject({ asset_name: "Meterless battery", reason: "Longer inspection" });
    const backwards = await changeUnavailability(client, declared.id, { unavailable_from: iso(start), unavailable_to: iso(start - day), reason: "x" }).catch((error) => error);
    expect(backwards).toBeInstanceOf(UpstreamError);
    expect(backwards.fieldErrors).toEqual({ unavailable_to: ["The end must be after the start."] });
    const stranger = await changeUnavailability(await clientFor("operator@example.com"), declared.id, { unavailable_from: iso(start), unavailable_to: iso(start + day), reason: "x" }).catch((error) => error);
    expect(stranger).toBeInstanceOf(UpstreamError);
  });
});
