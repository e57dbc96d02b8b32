import { describe, expect, test } from "vitest";
import {
  assetEligibility,
  competitionAssets,
  createAsset,
  declareUnavailability,
  operatorQualifications,
  override,
  putForward,
  qualificationOverview,
  registerPage,
  removeAsset,
  stackingRules,
  updateAsset,
} from "~/upstream/asset-register.server";
import { canStack } from "~/domain/assets/stacking";
import type { ProductType } from "~/domain/market/enums";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { store } from "~mocks/store";
import { POSTCODE_AREA_TOWNS, postcodeTown } from "~mocks/store/gb/postcode-areas";
import { sandboxToken } from "../../support/requests";
import { useSandbox } from "../../support/sandbox";

useSandbox();

const BASE = "http://sandbox.test/api/";
const clientFor = async (email: string) => createClient({ baseUrl: BASE, locale: "en-GB", token: await sandboxToken(email) });
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";

/** A competition in qualification of the demo operator, and a point inside and far outside its area. */
function qualifyingCompetition() {
  const competition = store.market.competitions.find((row) => row.status === "qualifying" && row.operator_id === 201 && row.boundary)!;
  const inside = store.market.qualifications
    .filter((row) => row.competition === competition.id && !row.planned)
    .map((row) => store.market.assets.find((asset) => asset.id === row.flex_asset)!)
    .find((asset) => asset.voltage_level >= competition.min_connection_voltage && asset.voltage_level <= competition.max_connection_voltage)!;
  return { competition, inside: inside.location, voltage: competition.min_connection_voltage };
}
const fields = (location: [number, number], voltage: number) => ({
  name: "Test battery",
  asset_category: "storage",
  voltage_level: voltage,
  active_export_capacity: 2,
  active_import_capacity: 2,
  latitude: location[1],
  longitude: location[0],
});

describe("asset register in the sandbox", () => {
  test("MGMT-01 a new asset is listed, searchable, editable and removable; bad fields come back as DRF field errors", async () => {
    const client = await clientFor(PROVIDER);
    const error = await createAsset(client, { name: "", voltage_level: 5, active_export_capacity: "1.234567", latitude: 40, longitude: -1 }, false).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["active_export_capacity", "asset_category", "latitude", "name", "voltage_level"]);
    const { inside, voltage } = qualifyingCompetition();
    const asset = await createAsset(client, fields(inside, voltage), false);
    const found = await registerPage(client, { search: "test battery" }, 1);
    expect(found.items.map((row) => row.id)).toEqual([asset.id]);
    expect((await updateAsset(client, asset.id, { name: "Renamed battery" }, false)).name).toBe("Renamed battery");
    await removeAsset(client, asset.id);
    expect((await registerPage(client, { search: "renamed" }, 1)).items).toEqual([]);
  });

  test("MGMT-01 a location may be a UK postcode, placed at its area's town, or a place's name; a postcode outside Great Britain is refused", async () => {
    const client = await clientFor(PROVIDER);
    const { voltage } = qualifyingCompetition();
    const { latitude: _latitude, longitude: _longitude, ...rest } = fields([0, 0], voltage);
    const placeOf = (name: string) => store.market.places.find((place) => place.kind === "place" && place.name === name)!.center;
    const westminster = await createAsset(client, { ...rest, name: "Westminster battery", postcode: "SW1A 1AA" }, false);
    expect(westminster.location).toEqual(placeOf("London"));
    const leeds = await createAsset(client, { ...rest, name: "Leeds battery", postcode: "ls14ap" }, false);
    expect(leeds.location).toEqual(placeOf("Leeds"));
    expect((await createAsset(client, { ...rest, name: "York battery", postcode: "York" }, false)).location).toEqual(placeOf("York"));
    // The islands are placed at the nearest town the sandbox has.
    expect((await createAsset(client, { ...rest, name: "Lerwick battery", postcode: "ZE1 0AA" }, false)).location).toEqual(placeOf("Kirkwall"));
    // Northern Ireland's postcodes are the UK's, not Great Britain's market.
    const belfast = await createAsset(client, { ...rest, name: "Belfast battery", postcode: "BT1 5GS" }, false).catch((e) => e);
    expect(belfast.fieldErrors).toEqual({ postcode: ["The location must be in Great Britain."] });
  });

  test("MGMT-01 every postcode area of Great Britain is placed, at one of the sandbox's towns; text that is not a postcode is left to the place names", () => {
    const towns = new Set(store.market.places.filter((place) => place.kind === "place").map((place) => place.name));
    for (const [area, town] of Object.entries(POSTCODE_AREA_TOWNS)) expect(towns.has(town), `${area} → ${town}`).toBe(true);
    expect(postcodeTown("CF10 1EP")).toBe("Cardiff");
    expect(postcodeTown("kw151hr")).toBe("Kirkwall");
    // Every postcode area of Great Britain is placed.
    const great = "AB AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE";
    expect(great.split(" ").filter((area) => !POSTCODE_AREA_TOWNS[area])).toEqual([]);
    expect(postcodeTown("Leeds")).toBeUndefined();
    expect(postcodeTown("LS1")).toBeUndefined();
  });

  test("MGMT-01 other org types have no assets", async () => {
    const page = await registerPage(await clientFor(OPERATOR), {}, 1);
    expect(page.items).toEqual([]);
  });
});

describe("qualification in the sandbox", () => {
  test("QUAL-01 eligibility follows the rules: outside the area and below the voltage are reasons; inside is eligible; a removed competition is not listed", async () => {
    const client = await clientFor(PROVIDER);
    const { competition, inside, voltage } = qualifyingCompetition();
    const far = await createAsset(client, { ...fields([-5.5, 58.3], voltage), name: "Far away" }, false);
    const near = await createAsset(client, fields(inside, voltage), false);
    const farRow = (await assetEligibility(client, far.id, false)).find((row) => row.competition.id === competition.id)!;
    // Every competition in qualification is listed by its name; a removed one (its name cleared) is not.
    const listed = (await assetEligibility(client, far.id, false)).map((row) => row.competition);
    expect(listed.length).toBeGreaterThan(1);
    for (const each of listed) expect(each.name).not.toBe("");
    expect(listed.map((each) => each.id)).not.toContain(store.market.competitions.find((each) => each.name === "" && each.status === "qualifying")!.id);
    const nearRow = (await assetEligibility(client, near.id, false)).find((row) => row.competition.id === competition.id)!;
    expect(farRow.eligibility_status).toBe("ineligible");
    expect(farRow.reasons.map((reason) => reason.rule)).toContain("location");
    expect(nearRow).toMatchObject({ eligibility_status: "eligible", reasons: [] });
    const rows = await putForward(client, competition.id, [far.id, near.id], []);
    expect(rows.map((row) => row.eligibility_status)).toEqual(["ineligible", "eligible"]);
    const overview = (await qualificationOverview(client)).find((row) => row.id === competition.id)!;
    expect(overview.counts.eligible).toBeGreaterThan(0);
  });

  test("QUAL-01 declaring an asset unavailable for the whole service period makes it ineligible", async () => {
    const client = await clientFor(PROVIDER);
    const { competition, inside, voltage } = qualifyingCompetition();
    const asset = await createAsset(client, fields(inside, voltage), false);
    await putForward(client, competition.id, [asset.id], []);
    const start = competition.service_periods.map((period) => period.start).sort()[0];
    const end = competition.service_periods.map((period) => period.end).sort().at(-1)!;
    await declareUnavailability(client, { flex_asset: asset.id, planned: false, unavailable_from: `${start}T00:00:00Z`, unavailable_to: `${end}T00:00:00Z`, reason: "Refurbishment" });
    const row = store.market.qualifications.find((candidate) => candidate.competition === competition.id && candidate.flex_asset === asset.id)!;
    expect(row.eligibility_status).toBe("ineligible");
    expect(row.reasons).toContain("capacity");
  });

  test("MGMT-02 a reason over 500 characters is refused, not cut short", async () => {
    const client = await clientFor(PROVIDER);
    const { inside, voltage } = qualifyingCompetition();
    const asset = await createAsset(client, fields(inside, voltage), false);
    const period = { flex_asset: asset.id, planned: false, unavailable_from: "2031-06-01T07:00:00Z", unavailable_to: "2031-06-02T07:00:00Z" };
    const refused = await declareUnavailability(client, { ...period, reason: "r".repeat(501) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect((refused as UpstreamError).fieldErrors).toEqual({ reason: ["Ensure this field has no more than 500 characters."] });
    const kept = await declareUnavailability(client, { ...period, reason: `${"r".repeat(499)}s` });
    expect(kept.reason).toHaveLength(500);
  });

  test("QUAL-02 an operator qualifies and disqualifies; disqualifying needs a reason code", async () => {
    const provider = await clientFor(PROVIDER);
    const operator = await clientFor(OPERATOR);
    const { competition, inside, voltage } = qualifyingCompetition();
    const asset = await createAsset(provider, fields(inside, voltage), false);
    const [row] = await putForward(provider, competition.id, [asset.id], []);
    const missing = await override(operator, row.id, "disqualified", null).catch((e) => e);
    expect(missing.fieldErrors).toEqual({ reason: ["This field is required."] });
    await override(operator, row.id, "disqualified", "withdrawn");
    const review = (await operatorQualifications(operator, competition.id)).find((candidate) => candidate.id === row.id)!;
    expect(review).toMatchObject({ eligibility_status: "disqualified", override_reasons: ["withdrawn"] });
    await override(operator, row.id, "qualified", null);
    expect(store.market.qualifications.find((candidate) => candidate.id === row.id)!.eligibility_status).toBe("qualified");
  });
});

describe("stacking rules in the sandbox", () => {
  test("QUAL-02 QUAL-03 an asset contracted elsewhere for a product that cannot stack shows why in the operator's review, until the contract no longer holds it", async () => {
    const operator = await clientFor(OPERATOR);
    const rules = await stackingRules(operator);
    expect(rules.find((row) => row.product_type === "restore")!.stacks_with.sort()).toEqual(["peak_reduction", "scheduled_utilisation", "sustain"]);
    const competitions = store.market.competitions.filter((row) => row.status === "qualifying" && row.operator_id === 201);
    // Which seeded assets are contracted follows the seeded results: a contract of a product that cannot
    // stack, in force while the competition would be, is given an asset put forward in the competition.
    let found: { competition: (typeof competitions)[number]; row: Awaited<ReturnType<typeof operatorQualifications>>[number]; reference: string } | undefined;
    for (const competition of competitions) {
      const ends = competition.service_periods.map((period) => period.end).sort().at(-1)!;
      const starts = competition.service_periods.map((period) => period.start).sort()[0];
      const [first] = (await operatorQualifications(operator, competition.id)).filter((row) => !row.planned);
      for (const contract of store.marketAccess.contracts) {
        const held = store.market.competitions.find((candidate) => candidate.id === contract.competition)!;
        if (found || !first || canStack(held.product_type as ProductType, competition.product_type as ProductType) || !(contract.period.start < ends && starts < contract.period.end)) continue;
        contract.assets.push({ flex_asset: first.flex_asset, planned: false });
        const row = (await operatorQualifications(operator, competition.id)).find((candidate) => candidate.id === first.id)!;
        if (row.reasons.some((reason) => reason.rule === "stacked" && reason.competition === contract.reference)) found = { competition, row, reference: contract.reference };
        else contract.assets.pop();
      }
    }
    expect(found).toBeDefined();
    const { competition, row, reference } = found!;
    const contract = store.marketAccess.contracts.find((candidate) => candidate.reference === reference)!;
    expect(contract.assets).toContainEqual({ flex_asset: row.flex_asset, planned: row.planned });
    expect(contract.competition).not.toBe(competition.id);
    const held = store.market.competitions.find((candidate) => candidate.id === contract.competition)!;
    expect(canStack(held.product_type as ProductType, competition.product_type as ProductType)).toBe(false);
    expect(contract.period.start < competition.service_periods.map((period) => period.end).sort().at(-1)!).toBe(true);
    // The contract moves on without this asset (as when it changes hands): the reason goes.
    contract.assets = contract.assets.filter((asset) => asset.flex_asset !== row.flex_asset || asset.planned !== row.planned);
    const again = (await operatorQualifications(operator, competition.id)).find((candidate) => candidate.id === row.id)!;
    expect(again.reasons.filter((reason) => reason.rule === "stacked" && reason.competition === reference)).toEqual([]);
  });
});

describe("qualification counts in the sandbox", () => {
  test("QUAL-01 QUAL-02 the overview counts the assets put forward as the asset list shows them, status by status; the operator sees the same statuses", async () => {
    const provider = await clientFor(PROVIDER);
    const operator = await clientFor(OPERATOR);
    const overview = await qualificationOverview(provider);
    expect(overview.length).toBeGreaterThan(0);
    let compared = 0;
    for (const competition of overview) {
      const listed = (await competitionAssets(provider, competition.id)).filter((row) => row.put_forward);
      const counts = { qualified: 0, eligible: 0, ineligible: 0, disqualified: 0 };
      for (const row of listed) counts[row.eligibility_status]++;
      expect(competition.counts, competition.name ?? String(competition.id)).toEqual(counts);
      compared += listed.length;
      const review = new Map((await operatorQualifications(operator, competition.id).catch(() => [])).map((row) => [`${row.planned}-${row.flex_asset}`, row.eligibility_status]));
      for (const row of listed) if (review.has(`${row.asset.planned}-${row.asset.id}`)) expect(review.get(`${row.asset.planned}-${row.asset.id}`)).toBe(row.eligibility_status);
    }
    expect(compared).toBeGreaterThan(0);
  });
});
