import type { CompanyInfo } from "~/domain/applications/types";
import type { Organisation } from "../store/types";

const TOWNS = ["Leeds", "Newcastle upon Tyne", "Sheffield", "York", "Durham", "Hull", "Bradford", "Sunderland", "Harrogate", "Middlesbrough", "Wakefield"];
const TYPES = ["limited", "limited", "limited", "plc", "limited", "limited", "community_interest", "limited", "limited", "limited", "llp"];

/** Brightside's details, as the demo's first provider has them on file. */
const BRIGHTSIDE: CompanyInfo = {
  name: "Brightside Energy Storage",
  registered_name: "Brightside Energy Storage Ltd",
  registered_number: "09876543",
  vat_number: "GB2345678",
  website: "https://brightside.example",
  organisation_type: "limited",
  registration_country: "GB",
  registered_year: "2016",
  registered_address_1: "4 Wellington Place",
  registered_address_2: "Holbeck",
  registered_address_3: "Leeds",
  registered_postcode: "LS1 4AP",
  contact_name: "Priya Shah",
  contact_email: "provider@example.com",
  contact_number: "+44 113 496 0000",
};

/** The postcode of an address's last line: a UK postcode after the town, or an Italian CAP before it. */
const UK_POSTCODE = /^(.*?)[\s,]*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/i;
const ITALIAN_CAP = /^(\d{5})\b[\s,]*(.*)$/;

/** An address as Settings › Organisation keeps it (a line each, or commas) as the application's three lines and postcode. */
export function addressLines(address: string): Pick<CompanyInfo, "registered_address_1" | "registered_address_2" | "registered_address_3" | "registered_postcode"> {
  const lines = address.split(/\r?\n|,/).map((line) => line.trim()).filter(Boolean);
  let postcode = "";
  const last = lines.length > 1 ? lines.at(-1)! : "";
  const uk = last.match(UK_POSTCODE);
  const italian = last.match(ITALIAN_CAP);
  if (uk || italian) {
    postcode = uk ? uk[2].toUpperCase() : italian![1];
    const town = uk ? uk[1] : italian![2];
    lines.splice(-1, 1, ...(town ? [town] : []));
  }
  return { registered_address_1: lines[0] ?? "", registered_address_2: lines.length > 2 ? lines[1] : "", registered_address_3: lines.length > 1 ? lines.slice(lines.length > 2 ? 2 : 1).join(", ") : "", registered_postcode: postcode };
}

export type CompanyContact = { first_name: string; last_name: string; email: string };

/**
 * Company information of a flex provider, as a new application is prefilled from it. What the
 * organisation has on file (Settings › Organisation, or what it registered with) comes first.
 * An organisation registered through the app has nothing else on file, so the rest is left for
 * the applicant to fill in, with the person who registered it as the contact. The seeded ones
 * carry details derived from their name and id; Brightside's are fixed.
 */
export function companyInfo(org: Organisation, contact?: CompanyContact | null): CompanyInfo {
  if (org.id === 101) return { ...BRIGHTSIDE };
  const short = org.name.replace(/\s+(Ltd|plc|LLP|CIC)$/i, "");
  const organisation_type = org.name.endsWith("plc") ? "plc" : org.name.endsWith("LLP") ? "llp" : org.name.endsWith("CIC") ? "community_interest" : TYPES[org.id % TOWNS.length];
  if (org.registered_at) {
    return {
      name: short,
      registered_name: org.name,
      registered_number: org.registration_no ?? "",
      vat_number: "",
      website: org.website ?? "",
      organisation_type,
      registration_country: org.country ?? "GB",
      registered_year: "",
      ...addressLines(org.address ?? ""),
      contact_name: contact ? `${contact.first_name} ${contact.last_name}`.trim() : "",
      contact_email: org.email || contact?.email || "",
      contact_number: org.phone ?? "",
    };
  }
  const index = org.id % TOWNS.length;
  const onFile = org.address ? addressLines(org.address) : null;
  return {
    name: short,
    registered_name: org.name,
    registered_number: org.registration_no || String(10_000_000 + org.id * 7919).slice(0, 8),
    vat_number: `GB${String(100_000_000 + org.id * 104_729).slice(0, 9)}`.slice(0, 10),
    website: org.website || `https://${org.slug}.example`,
    organisation_type,
    registration_country: org.country || (org.is_max_org ? "IT" : "GB"),
    registered_year: String(2008 + (org.id % 12)),
    ...(onFile ?? {
      registered_address_1: `${org.id - 90} Station Road`,
      registered_address_2: "",
      registered_address_3: org.is_max_org ? "Genova" : TOWNS[index],
      registered_postcode: org.is_max_org ? "16121" : `LS${(org.id % 27) + 1} ${org.id % 9}AB`,
    }),
    contact_name: "Company secretary",
    contact_email: `secretary@${org.slug}.example`,
    contact_number: org.phone || `+44 113 496 ${String(org.id).padStart(4, "0")}`,
  };
}
