/**
 * UK postcode areas (the letters a postcode starts with) and the sandbox town each is centred
 * on, so an asset's location may be given as a real postcode ("LS1 4AP", "SW1A 1AA"), as the
 * Flex API's postcode lookup allows. The sandbox places it at that town's centre: close enough
 * for competition areas, which are tens of kilometres across.
 */
export const POSTCODE_AREA_TOWNS: Readonly<Record<string, string>> = {
  // London
  E: "London", EC: "London", N: "London", NW: "London", SE: "London", SW: "London", W: "London", WC: "London",
  BR: "London", CR: "London", AL: "London", WD: "London", HP: "London", LU: "London", DA: "London", EN: "London", HA: "London", IG: "London", KT: "London", RM: "London", SM: "London", TW: "London", UB: "London",
  // England
  B: "Birmingham", WS: "Birmingham", WV: "Birmingham", DY: "Birmingham", M: "Manchester", OL: "Manchester", SK: "Manchester", BL: "Manchester", WN: "Manchester", WA: "Manchester",
  LS: "Leeds", WF: "Leeds", HG: "York", S: "Sheffield", DN: "Sheffield", BD: "Bradford", HX: "Bradford", HD: "Bradford",
  NE: "Newcastle upon Tyne", SR: "Sunderland", TS: "Middlesbrough", DL: "Durham", DH: "Durham", YO: "York", HU: "Kingston upon Hull",
  L: "Liverpool", PR: "Preston", FY: "Blackpool", BB: "Preston", LA: "Lancaster", CA: "Carlisle", CH: "Chester", CW: "Chester",
  BS: "Bristol", BA: "Bath", GL: "Bristol", EX: "Exeter", PL: "Plymouth", TQ: "Exeter", TR: "Truro", TA: "Taunton", DT: "Bournemouth",
  SO: "Southampton", PO: "Portsmouth", BH: "Bournemouth", SP: "Southampton", OX: "Oxford", RG: "Reading", SL: "Reading", GU: "Reading",
  SG: "Cambridge", SN: "Swindon", BN: "Brighton", RH: "Brighton", TN: "Maidstone", CT: "Canterbury", ME: "Maidstone", NR: "Norwich", IP: "Ipswich",
  CB: "Cambridge", PE: "Cambridge", CM: "Chelmsford", CO: "Chelmsford", SS: "Chelmsford", NG: "Nottingham", LE: "Leicester", DE: "Derby",
  NN: "Northampton", MK: "Northampton", LN: "Lincoln", CV: "Coventry", WR: "Worcester", HR: "Hereford", ST: "Stoke-on-Trent", TF: "Stoke-on-Trent",
  // Wales
  CF: "Cardiff", SA: "Swansea", NP: "Newport", LL: "Bangor", LD: "Hereford", SY: "Wrexham",
  // Scotland
  G: "Glasgow", PA: "Glasgow", ML: "Glasgow", KA: "Glasgow", EH: "Edinburgh", DD: "Dundee", AB: "Aberdeen", IV: "Inverness", PH: "Perth",
  FK: "Stirling", KY: "Dundee", DG: "Dumfries", TD: "Edinburgh", KW: "Kirkwall",
  // The islands, at the nearest town the sandbox has.
  HS: "Inverness", ZE: "Kirkwall",
};

/** A full UK postcode: outward code (area letters, district) and inward code, with or without the space. */
const POSTCODE = /^([A-Z]{1,2})\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** UK postcode areas outside Great Britain (Northern Ireland, the Channel Islands, the Isle of Man): not part of the GB market. */
export const OUTSIDE_GREAT_BRITAIN: ReadonlySet<string> = new Set(["BT", "GY", "JE", "IM"]);

/** The postcode's area letters, upper case; undefined when the text is not a postcode. */
export function postcodeArea(text: string): string | undefined {
  return POSTCODE.exec(text.trim())?.[1]!.toUpperCase();
}

/** The town a UK postcode's area is centred on; undefined when the text is not a postcode; null when its area is not one the sandbox places. */
export function postcodeTown(text: string): string | null | undefined {
  const match = POSTCODE.exec(text.trim());
  if (!match) return undefined;
  return POSTCODE_AREA_TOWNS[match[1]!.toUpperCase()] ?? null;
}
