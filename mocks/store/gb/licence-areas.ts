import type { Boundary, LicenceArea, LngLat } from "../market-types";
import { densify, lowRing } from "./geometry";

type AreaOutline = {
  ref: string;
  name: string;
  operator_id: number;
  /** The MPAN distributor id of the area (the first two digits of its meter numbers). */
  distributor: string;
  /** Coarse rings in rough lon/lat, drawn by hand; neighbours share their border points. */
  rings: LngLat[][];
};

// Border points shared by two or more areas.
const SCOTLAND_WEST: LngLat = [-5.6, 56.0];
const SCOTLAND_MIDLINE: LngLat[] = [[-4.6, 56.25], [-3.8, 56.35], [-3.1, 56.38], [-2.6, 56.42]];
const BERWICK: LngLat = [-2.03, 55.8];
const CHEVIOTS: LngLat[] = [[-2.48, 55.35], [-2.7, 55.2]];
const GRETNA: LngLat = [-3.05, 54.99];
const PENNINES_NORTH: LngLat[] = [[-2.6, 54.85], [-2.2, 54.45]];
const TEES: LngLat[] = [[-1.4, 54.42], [-0.85, 54.56]];
const PENNINES_SOUTH: LngLat[] = [[-2.3, 54.1], [-2.15, 53.85], [-1.95, 53.5]];
const MERSEY: LngLat[] = [[-2.15, 53.35], [-2.6, 53.38], [-3.0, 53.48]];
const HUMBER_SOUTH: LngLat[] = [[-1.7, 53.4], [-1.3, 53.3], [-0.9, 53.33], [-0.3, 53.35], [0.15, 53.45]];
const CHESHIRE_STAFFS: LngLat[] = [[-2.1, 53.2]];
const MARCHES: LngLat[] = [[-2.35, 52.95], [-2.6, 52.75], [-3.0, 52.4]];
const MID_WALES: LngLat[] = [[-3.6, 52.25], [-4.1, 52.3]];
const WYE: LngLat[] = [[-3.05, 52.1], [-2.7, 51.85], [-2.65, 51.6]];
const MIDLANDS_DIVIDE: LngLat[] = [[-1.75, 52.85], [-1.6, 52.6], [-1.45, 52.4], [-1.6, 52.1]];
const COTSWOLDS: LngLat[] = [[-1.8, 51.95], [-2.15, 51.8], [-2.3, 51.55]];
const WESSEX: LngLat[] = [[-2.2, 51.2], [-2.35, 50.95], [-2.9, 50.72]];
const CHILTERNS: LngLat[] = [[-1.2, 52.0], [-0.75, 51.9]];
const FENS: LngLat[] = [[-0.6, 52.2], [-0.45, 52.45], [-0.2, 52.75], [0.1, 52.85]];
const LONDON_NORTH: LngLat[] = [[-0.55, 51.7], [-0.45, 51.62]];
const LONDON: LngLat[] = [[-0.5, 51.48], [-0.4, 51.35], [-0.15, 51.28], [0.15, 51.33], [0.3, 51.5], [0.2, 51.63], [-0.1, 51.68]];
const WEALD: LngLat[] = [[-0.8, 51.1], [-0.8, 50.78]];

const rev = (points: LngLat[]) => [...points].reverse();

const OUTLINES: AreaOutline[] = [
  {
    ref: "NPG-NE", name: "Northern Powergrid Northeast", operator_id: 201, distributor: "15",
    rings: [[BERWICK, [-1.63, 55.6], [-1.45, 55.0], [-1.2, 54.65], ...rev(TEES), ...rev(PENNINES_NORTH), ...rev(CHEVIOTS)]],
  },
  {
    ref: "NPG-YS", name: "Northern Powergrid Yorkshire", operator_id: 201, distributor: "23",
    rings: [[PENNINES_NORTH[1], ...PENNINES_SOUTH, ...HUMBER_SOUTH, [0.12, 53.6], [-0.08, 54.12], [-0.4, 54.28], [-0.6, 54.48], ...rev(TEES)]],
  },
  {
    ref: "UKPN-LPN", name: "UK Power Networks London", operator_id: 202, distributor: "12",
    rings: [[LONDON_NORTH[1], ...LONDON]],
  },
  {
    ref: "UKPN-EPN", name: "UK Power Networks Eastern", operator_id: 202, distributor: "10",
    rings: [[CHILTERNS[1], ...FENS, [0.5, 52.95], [1.2, 52.95], [1.75, 52.6], [1.6, 52.1], [1.25, 51.85], [0.95, 51.6], [0.6, 51.5], LONDON[4], LONDON[5], LONDON[6], ...rev(LONDON_NORTH)]],
  },
  {
    ref: "UKPN-SPN", name: "UK Power Networks South Eastern", operator_id: 202, distributor: "19",
    rings: [[LONDON[1], LONDON[2], LONDON[3], LONDON[4], [0.7, 51.45], [1.0, 51.36], [1.45, 51.38], [1.4, 51.15], [0.98, 50.92], [0.6, 50.85], [0.25, 50.74], [-0.3, 50.82], ...rev(WEALD)]],
  },
  {
    ref: "NGED-WMID", name: "National Grid Electricity Distribution West Midlands", operator_id: 203, distributor: "14",
    rings: [[...CHESHIRE_STAFFS, ...MIDLANDS_DIVIDE, ...COTSWOLDS, ...rev(WYE), ...rev(MARCHES)]],
  },
  {
    ref: "NGED-EMID", name: "National Grid Electricity Distribution East Midlands", operator_id: 203, distributor: "11",
    rings: [[PENNINES_SOUTH[2], ...HUMBER_SOUTH, [0.35, 53.15], ...rev(FENS), ...rev(CHILTERNS), ...rev(MIDLANDS_DIVIDE), ...CHESHIRE_STAFFS, MERSEY[0]]],
  },
  {
    ref: "NGED-SWALES", name: "National Grid Electricity Distribution South Wales", operator_id: 203, distributor: "21",
    rings: [[MARCHES[2], ...MID_WALES, [-4.7, 52.1], [-5.3, 51.9], [-5.1, 51.68], [-4.6, 51.65], [-4.25, 51.67], [-4.0, 51.55], [-3.5, 51.4], [-3.15, 51.45], ...rev(WYE)]],
  },
  {
    ref: "NGED-SWEST", name: "National Grid Electricity Distribution South West", operator_id: 203, distributor: "22",
    rings: [[WYE[2], COTSWOLDS[2], ...WESSEX, [-3.45, 50.6], [-3.55, 50.3], [-4.15, 50.35], [-5.05, 50.0], [-5.7, 50.05], [-5.2, 50.35], [-4.55, 50.95], [-4.2, 51.2], [-3.6, 51.23], [-2.95, 51.4], [-2.7, 51.5]]],
  },
  {
    ref: "SPEN-SPD", name: "SP Distribution (Central & South Scotland)", operator_id: 204, distributor: "18",
    rings: [[SCOTLAND_WEST, ...SCOTLAND_MIDLINE, [-2.5, 56.0], BERWICK, ...CHEVIOTS, GRETNA, [-4.05, 54.83], [-4.86, 54.64], [-5.03, 54.9], [-4.63, 55.46], [-4.87, 55.8]]],
  },
  {
    ref: "SPEN-SPM", name: "SP Manweb", operator_id: 204, distributor: "13",
    rings: [[MERSEY[0], ...CHESHIRE_STAFFS, ...MARCHES, ...MID_WALES, [-4.1, 52.55], [-4.75, 52.8], [-4.7, 53.3], [-4.3, 53.4], [-3.6, 53.3], [-3.2, 53.4], MERSEY[2], MERSEY[1]]],
  },
  {
    ref: "SSEN-SHEPD", name: "SSEN North of Scotland", operator_id: 205, distributor: "17",
    rings: [
      [SCOTLAND_WEST, [-6.3, 56.6], [-5.8, 57.4], [-5.2, 58.3], [-4.3, 58.55], [-3.0, 58.64], [-3.65, 58.12], [-4.05, 57.8], [-3.2, 57.68], [-2.0, 57.69], [-1.78, 57.5], [-2.09, 57.15], [-2.47, 56.71], ...rev(SCOTLAND_MIDLINE)],
      // Orkney, so the area is a multi-polygon as the real one is.
      [[-3.4, 58.9], [-2.7, 58.85], [-2.4, 59.1], [-2.9, 59.3], [-3.35, 59.15]],
    ],
  },
  {
    ref: "SSEN-SEPD", name: "SSEN Southern England", operator_id: 205, distributor: "20",
    rings: [[...rev(COTSWOLDS), MIDLANDS_DIVIDE[3], ...CHILTERNS, ...LONDON_NORTH, LONDON[0], LONDON[1], ...WEALD, [-1.3, 50.78], [-1.75, 50.72], [-2.0, 50.6], [-2.45, 50.6], ...rev(WESSEX)]],
  },
  {
    ref: "ENWL-NW", name: "Electricity North West", operator_id: 206, distributor: "16",
    rings: [[GRETNA, CHEVIOTS[1], ...PENNINES_NORTH, ...PENNINES_SOUTH, ...MERSEY, [-3.05, 53.8], [-2.85, 54.1], [-3.2, 54.1], [-3.6, 54.5], [-3.45, 54.85]]],
  },
];

function boundaryOf(rings: LngLat[][], fidelity: "low" | "detailed"): Boundary {
  const polygons = rings.map((ring) => [fidelity === "low" ? lowRing(ring) : densify(ring)]);
  return polygons.length === 1 ? { type: "Polygon", coordinates: polygons[0] } : { type: "MultiPolygon", coordinates: polygons };
}

export const DISTRIBUTOR_BY_AREA = new Map(OUTLINES.map((outline) => [outline.ref, outline.distributor]));

/** The 14 licence areas; ids 1–14 in the order above. */
export function licenceAreas(): LicenceArea[] {
  return OUTLINES.map((outline, index) => ({
    id: index + 1,
    ref: outline.ref,
    name: outline.name,
    operator_id: outline.operator_id,
    boundary: { low: boundaryOf(outline.rings, "low"), detailed: boundaryOf(outline.rings, "detailed") },
  }));
}
