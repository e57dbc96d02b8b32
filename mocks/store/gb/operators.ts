import type { Organisation } from "../types";

/** The six GB distribution network operator groups; Northern Powergrid keeps the seeded id 201. */
export const OPERATORS: (Organisation & { brand_colour: string; prefix: string })[] = [
  { id: 201, name: "Northern Powergrid", slug: "northern-powergrid", brand_colour: "#8b2b8f", prefix: "NPG" },
  { id: 202, name: "UK Power Networks", slug: "uk-power-networks", brand_colour: "#00539f", prefix: "UKPN" },
  { id: 203, name: "National Grid Electricity Distribution", slug: "national-grid-electricity-distribution", brand_colour: "#00148c", prefix: "NGED" },
  { id: 204, name: "SP Energy Networks", slug: "sp-energy-networks", brand_colour: "#4d9a2a", prefix: "SPEN" },
  { id: 205, name: "Scottish and Southern Electricity Networks", slug: "scottish-and-southern-electricity-networks", brand_colour: "#e5173f", prefix: "SSEN" },
  { id: 206, name: "Electricity North West", slug: "electricity-north-west", brand_colour: "#f39200", prefix: "ENWL" },
].map((operator) => ({ ...operator, org_type: "systemoperator" as const, is_max_org: false }));

export const DEMO_PROVIDER_ID = 101;

/**
 * Flex providers with the share of assets each owns. Brightside (101) is the demo
 * provider and owns the largest share; 101 and 102 are already seeded.
 */
export const PROVIDERS: (Organisation & { share: number; prefix: string })[] = [
  { id: 101, name: "Brightside Energy Storage Ltd", slug: "brightside", is_max_org: false, share: 12, prefix: "BSE" },
  { id: 102, name: "Harbour Max Co-operative", slug: "harbour-max", is_max_org: true, share: 5, prefix: "HMC" },
  { id: 103, name: "Greenwatt Aggregation Ltd", slug: "greenwatt", is_max_org: false, share: 11, prefix: "GWA" },
  { id: 104, name: "Moorland Renewables plc", slug: "moorland-renewables", is_max_org: false, share: 9, prefix: "MRN" },
  { id: 105, name: "Peak Shift Energy Ltd", slug: "peak-shift", is_max_org: false, share: 10, prefix: "PSE" },
  { id: 106, name: "Octave Demand Response Ltd", slug: "octave-dr", is_max_org: false, share: 9, prefix: "ODR" },
  { id: 107, name: "Civic Heat Networks CIC", slug: "civic-heat", is_max_org: false, share: 7, prefix: "CHN" },
  { id: 108, name: "Tidewater Storage Ltd", slug: "tidewater-storage", is_max_org: false, share: 9, prefix: "TWS" },
  { id: 109, name: "Kinetic Grid Services Ltd", slug: "kinetic-grid", is_max_org: false, share: 10, prefix: "KGS" },
  { id: 110, name: "Hearth and Home Flex Ltd", slug: "hearth-home-flex", is_max_org: false, share: 10, prefix: "HHF" },
  { id: 111, name: "Northfield Farms Energy LLP", slug: "northfield-farms", is_max_org: false, share: 8, prefix: "NFE" },
].map((provider) => ({ ...provider, org_type: "flexprovider" as const }));

export const operatorById = new Map(OPERATORS.map((operator) => [operator.id, operator]));

export function organisations(): Organisation[] {
  return [...PROVIDERS, ...OPERATORS].map(({ id, name, org_type, is_max_org, slug, brand_colour }) =>
    brand_colour ? { id, name, org_type, is_max_org, slug, brand_colour } : { id, name, org_type, is_max_org, slug },
  );
}
