import type { Competition, LngLat, Place } from "../market-types";
import { bboxCentre, bboxOf } from "./geometry";
import { round } from "./random";

/** Towns and cities: name, centre and half the size of their bounding box in degrees of latitude. */
const TOWNS: [string, number, number, number][] = [
  ["London", -0.1276, 51.5072, 0.2], ["Birmingham", -1.8904, 52.4862, 0.1], ["Manchester", -2.2426, 53.4808, 0.1],
  ["Leeds", -1.5491, 53.8008, 0.08], ["Sheffield", -1.4701, 53.3811, 0.08], ["Bradford", -1.7594, 53.796, 0.06],
  ["Newcastle upon Tyne", -1.6178, 54.9783, 0.07], ["Sunderland", -1.3822, 54.9069, 0.05], ["Middlesbrough", -1.2348, 54.5742, 0.05],
  ["Durham", -1.5849, 54.7753, 0.03], ["York", -1.0815, 53.959, 0.05], ["Kingston upon Hull", -0.3367, 53.7676, 0.06],
  ["Scarborough", -0.4048, 54.2831, 0.03], ["Liverpool", -2.9916, 53.4084, 0.08], ["Chester", -2.8909, 53.1934, 0.04],
  ["Wrexham", -2.9925, 53.0462, 0.03], ["Bangor", -4.1293, 53.2274, 0.02], ["Cardiff", -3.1791, 51.4816, 0.06],
  ["Swansea", -3.9436, 51.6214, 0.05], ["Newport", -2.9984, 51.5842, 0.04], ["Bristol", -2.5879, 51.4545, 0.07],
  ["Bath", -2.3597, 51.3758, 0.03], ["Exeter", -3.5339, 50.7184, 0.04], ["Plymouth", -4.1427, 50.3755, 0.05],
  ["Truro", -5.051, 50.2632, 0.02], ["Taunton", -3.1025, 51.0153, 0.03], ["Southampton", -1.4044, 50.9097, 0.05],
  ["Portsmouth", -1.0873, 50.8198, 0.04], ["Oxford", -1.2577, 51.752, 0.04], ["Reading", -0.9781, 51.4543, 0.04],
  ["Bournemouth", -1.8808, 50.7192, 0.04], ["Swindon", -1.7797, 51.5558, 0.04], ["Brighton", -0.1372, 50.8225, 0.04],
  ["Canterbury", 1.0787, 51.2802, 0.03], ["Maidstone", 0.5227, 51.2704, 0.03], ["Norwich", 1.2974, 52.6309, 0.05],
  ["Ipswich", 1.1555, 52.0567, 0.04], ["Cambridge", 0.1218, 52.2053, 0.04], ["Chelmsford", 0.4691, 51.7356, 0.03],
  ["Nottingham", -1.1581, 52.9548, 0.06], ["Leicester", -1.1398, 52.6369, 0.06], ["Derby", -1.4746, 52.9225, 0.05],
  ["Northampton", -0.8901, 52.2405, 0.04], ["Lincoln", -0.5406, 53.2307, 0.04], ["Coventry", -1.5197, 52.4068, 0.05],
  ["Worcester", -2.2216, 52.1936, 0.03], ["Hereford", -2.7160, 52.0565, 0.03], ["Stoke-on-Trent", -2.1794, 53.0027, 0.05],
  ["Carlisle", -2.9329, 54.8925, 0.04], ["Lancaster", -2.8007, 54.0466, 0.03], ["Preston", -2.7035, 53.7632, 0.04],
  ["Blackpool", -3.0357, 53.8175, 0.04], ["Glasgow", -4.2518, 55.8642, 0.08], ["Edinburgh", -3.1883, 55.9533, 0.07],
  ["Dundee", -2.9707, 56.462, 0.04], ["Aberdeen", -2.0943, 57.1497, 0.05], ["Inverness", -4.2247, 57.4778, 0.04],
  ["Perth", -3.4308, 56.3953, 0.03], ["Stirling", -3.9369, 56.1165, 0.03], ["Dumfries", -3.6051, 55.0709, 0.03],
  ["Kirkwall", -2.9596, 58.981, 0.02],
];

const widen = (lat: number) => 1 / Math.cos((lat * Math.PI) / 180);

/** Towns first (ids from 1001); then one place per competition whose id is the competition's id. */
export function places(competitions: Competition[]): Place[] {
  const towns = TOWNS.map(([name, lon, lat, half], index): Place => {
    const halfLon = half * widen(lat);
    return {
      id: 1001 + index,
      name,
      kind: "place",
      center: [lon, lat] as LngLat,
      bbox: [round(lon - halfLon, 4), round(lat - half, 4), round(lon + halfLon, 4), round(lat + half, 4)],
    };
  });
  const competitionPlaces = competitions.flatMap((competition): Place[] => {
    const bbox = competition.boundary && bboxOf(competition.boundary.detailed);
    if (!bbox || competition.name === "") return [];
    return [{ id: competition.id, name: competition.name, kind: "competition", center: bboxCentre(bbox), bbox: bbox.map((value) => round(value, 4)) as Place["bbox"] }];
  });
  return [...towns, ...competitionPlaces];
}
