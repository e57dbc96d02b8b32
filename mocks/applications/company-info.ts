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

/** Company information of a flex provider: fixed for Brightside, derived from the organisation for the others. */
export function companyInfo(org: Organisation): CompanyInfo {
  if (org.id === 101) return { ...BRIGHTSIDE };
  const index = org.id % TOWNS.length;
  const short = org.name.replace(/\s+(Ltd|plc|LLP|CIC)$/i, "");
  return {
    name: short,
    registered_name: org.name,
    registered_number: String(10_000_000 + org.id * 7919).slice(0, 8),
    vat_number: `GB${String(100_000_000 + org.id * 104_729).slice(0, 9)}`.slice(0, 10),
    website: `https://${org.slug}.example`,
    organisation_type: org.name.endsWith("plc") ? "plc" : org.name.endsWith("LLP") ? "llp" : org.name.endsWith("CIC") ? "community_interest" : TYPES[index],
    registration_country: org.is_max_org ? "IT" : "GB",
    registered_year: String(2008 + (org.id % 12)),
    registered_address_1: `${org.id - 90} Station Road`,
    registered_address_2: "",
    registered_address_3: org.is_max_org ? "Genova" : TOWNS[index],
    registered_postcode: org.is_max_org ? "16121" : `LS${(org.id % 27) + 1} ${org.id % 9}AB`,
    contact_name: "Company secretary",
    contact_email: `secretary@${org.slug}.example`,
    contact_number: `+44 113 496 ${String(org.id).padStart(4, "0")}`,
  };
}
