import type { GridSupplyPoint, LicenceArea, LngLat } from "../market-types";
import { inBoundary } from "./geometry";
import { round } from "./random";

/** Grid supply points named after real GSP sites, placed roughly where they are. */
const SITES: Record<string, [string, number, number][]> = {
  "NPG-NE": [["Blyth", -1.52, 55.13], ["Tynemouth", -1.45, 55.02], ["Stella West", -1.73, 54.97], ["Offerton", -1.45, 54.88], ["Hawthorn Pit", -1.38, 54.79], ["Spennymoor", -1.6, 54.7], ["Hartlepool", -1.22, 54.67], ["Norton", -1.32, 54.59], ["Lackenby", -1.13, 54.57], ["Fourstones", -2.2, 54.99]],
  "NPG-YS": [["Thornton", -1.86, 53.79], ["Kirkstall", -1.6, 53.81], ["Elland", -1.84, 53.68], ["Ferrybridge", -1.28, 53.71], ["Monk Fryston", -1.23, 53.76], ["Poppleton", -1.15, 53.98], ["Osbaldwick", -1.03, 53.96], ["Creyke Beck", -0.4, 53.8], ["Saltend", -0.24, 53.74], ["Keadby", -0.73, 53.6], ["Neepsend", -1.48, 53.4], ["Thurcroft", -1.25, 53.4], ["Grimsby West", -0.14, 53.55]],
  "UKPN-LPN": [["Barking", 0.1, 51.53], ["West Ham", 0.0, 51.53], ["City Road", -0.1, 51.53], ["New Cross", -0.04, 51.47], ["Wimbledon", -0.2, 51.42], ["Beddington", -0.14, 51.37], ["Willesden", -0.24, 51.54], ["Tottenham", -0.07, 51.6], ["St Johns Wood", -0.17, 51.53], ["Hurst", 0.15, 51.45]],
  "UKPN-EPN": [["Walpole", 0.2, 52.72], ["Norwich Main", 1.3, 52.58], ["Bramford", 1.08, 52.08], ["Sundon", -0.47, 51.92], ["Pelham", 0.13, 51.93], ["Braintree", 0.55, 51.88], ["Rayleigh Main", 0.6, 51.59], ["Burwell Main", 0.33, 52.27], ["Eaton Socon", -0.28, 52.21], ["Wymondley", -0.23, 51.93], ["Brimsdown", -0.03, 51.7], ["Coryton", 0.52, 51.52]],
  "UKPN-SPN": [["Canterbury North", 1.08, 51.3], ["Sellindge", 1.0, 51.1], ["Bolney", -0.2, 51.0], ["Ninfield", 0.42, 50.88], ["Kemsley", 0.74, 51.36], ["Northfleet East", 0.33, 51.44], ["Rowdown", 0.0, 51.3], ["Dungeness", 0.95, 50.95]],
  "NGED-WMID": [["Bustleholm", -1.97, 52.54], ["Nechells", -1.86, 52.49], ["Kitwell", -2.01, 52.43], ["Willenhall", -2.06, 52.59], ["Ironbridge", -2.49, 52.63], ["Feckenham", -1.99, 52.25], ["Walham", -2.26, 51.87], ["Cellarhead", -2.07, 53.04], ["Rugeley", -1.91, 52.76], ["Berkswell", -1.65, 52.4]],
  "NGED-EMID": [["Willington", -1.56, 52.85], ["Chesterfield", -1.42, 53.24], ["Staythorpe", -0.86, 53.07], ["Ratcliffe", -1.25, 52.86], ["Enderby", -1.2, 52.59], ["Grendon", -0.72, 52.23], ["East Claydon", -0.93, 52.0], ["Drakelow", -1.65, 52.77], ["Spalding North", -0.15, 52.8], ["West Burton", -0.81, 53.3]],
  "NGED-SWALES": [["Pembroke", -4.99, 51.68], ["Swansea North", -3.94, 51.68], ["Baglan Bay", -3.83, 51.62], ["Pyle", -3.7, 51.53], ["Cardiff East", -3.13, 51.5], ["Upper Boat", -3.3, 51.57], ["Uskmouth", -2.97, 51.55], ["Rassau", -3.22, 51.8], ["Carmarthen", -4.3, 51.86]],
  "NGED-SWEST": [["Indian Queens", -4.92, 50.4], ["Landulph", -4.2, 50.43], ["Abham", -3.74, 50.45], ["Exeter", -3.5, 50.72], ["Alverdiscott", -4.12, 51.01], ["Axminster", -3.0, 50.78], ["Taunton", -3.1, 51.02], ["Bridgwater", -2.98, 51.13], ["Seabank", -2.67, 51.54], ["Iron Acton", -2.48, 51.55]],
  "SPEN-SPD": [["Neilston", -4.42, 55.78], ["Strathaven", -4.07, 55.68], ["Windyhill", -4.45, 55.93], ["Hunterston", -4.8, 55.72], ["Elvanfoot", -3.65, 55.43], ["Chapelcross", -3.23, 55.02], ["Cockenzie", -2.97, 55.97], ["Smeaton", -3.0, 55.89], ["Longannet", -3.68, 56.05], ["Devonside", -3.74, 56.14], ["Galashiels", -2.8, 55.62]],
  "SPEN-SPM": [["Birkenhead", -3.03, 53.38], ["Capenhurst", -2.95, 53.26], ["Frodsham", -2.72, 53.29], ["Legacy", -3.05, 53.0], ["Pentir", -4.16, 53.19], ["Trawsfynydd", -3.93, 52.92], ["Deeside", -3.03, 53.2], ["Fiddlers Ferry", -2.68, 53.37]],
  "SSEN-SHEPD": [["Beauly", -4.46, 57.48], ["Knocknagael", -4.24, 57.45], ["Fort Augustus", -4.68, 57.15], ["Dounreay", -3.74, 58.5], ["Blackhillock", -2.95, 57.52], ["Kintore", -2.35, 57.23], ["Persley", -2.13, 57.18], ["Peterhead", -1.85, 57.48], ["Tealing", -2.98, 56.53], ["Errochty", -4.0, 56.73], ["Lairg", -4.4, 58.02]],
  "SSEN-SEPD": [["Nursling", -1.47, 50.94], ["Fawley", -1.35, 50.82], ["Botley Wood", -1.26, 50.9], ["Lovedean", -1.05, 50.92], ["Mannington", -1.9, 50.84], ["Bramley", -1.07, 51.33], ["Didcot", -1.27, 51.62], ["Cowley", -1.2, 51.73], ["Iver", -0.55, 51.52], ["Laleham", -0.52, 51.41], ["Melksham", -2.13, 51.38], ["Minety", -1.98, 51.61]],
  "ENWL-NW": [["Harker", -2.96, 54.94], ["Hutton", -2.78, 54.3], ["Heysham", -2.85, 54.03], ["Penwortham", -2.73, 53.75], ["Padiham", -2.31, 53.8], ["Kearsley", -2.37, 53.54], ["Rochdale", -2.16, 53.61], ["Stalybridge", -2.06, 53.48], ["Carrington", -2.4, 53.43], ["South Manchester", -2.25, 53.4], ["Washway Farm", -2.9, 53.53]],
};

/** The area's mean vertex, a point well inside these roughly convex outlines. */
function areaCentre(area: LicenceArea): LngLat {
  const boundary = area.boundary.low;
  const ring = boundary.type === "Polygon" ? boundary.coordinates[0] : boundary.coordinates[0][0];
  const points = ring.slice(0, -1);
  return [points.reduce((sum, [x]) => sum + x, 0) / points.length, points.reduce((sum, [, y]) => sum + y, 0) / points.length];
}

/** Moves a hand-placed point towards the area's centre until it lies inside the detailed outline. */
export function insideArea(point: LngLat, area: LicenceArea): LngLat {
  const centre = areaCentre(area);
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const candidate: LngLat = [round(point[0] + (centre[0] - point[0]) * t, 4), round(point[1] + (centre[1] - point[1]) * t, 4)];
    if (inBoundary(candidate, area.boundary.detailed)) return candidate;
  }
  return [round(centre[0], 4), round(centre[1], 4)];
}

export type AreaSupplyPoint = GridSupplyPoint & { area_ref: string };

/** Several grid supply points per licence area, ids in area order from 1. */
export function gridSupplyPoints(areas: LicenceArea[]): AreaSupplyPoint[] {
  let id = 0;
  return areas.flatMap((area) =>
    SITES[area.ref].map(([name, lon, lat]) => ({
      id: ++id,
      name,
      operator_id: area.operator_id,
      location: insideArea([lon, lat], area),
      area_ref: area.ref,
    })),
  );
}
