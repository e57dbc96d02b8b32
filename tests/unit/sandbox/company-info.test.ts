import { describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { paths, recordPath } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { OTHER_PROVIDER, PROVIDER, call } from "./bidding-fixtures";

useSandbox();

const companyOf = async (email: string, id: number) => (await call(email, "GET", recordPath(paths.flexProviders, id))).body as Record<string, string>;

/** An organisation as registering through the app leaves it: its details and the person who registered it. */
function registered() {
  const id = 990;
  store.organisations.push({
    id, name: "Estuary Flex Ltd", org_type: "flexprovider", is_max_org: false, slug: "estuary-flex-ltd",
    website: "https://estuary-flex.example", email: "hello@estuary-flex.example", registration_no: "12345678", country: "GB", phone: "", address: "", registered_at: "2026-11-29T08:00:00Z",
  });
  const template = store.users.find((user) => user.email === PROVIDER)!;
  store.users.push({ ...template, id: 9990, email: "maya.okoro@estuary-flex.example", first_name: "Maya", last_name: "Okoro", organisation_id: id });
  return { id, email: "maya.okoro@estuary-flex.example" };
}

describe("company information a new application is prefilled from", () => {
  it("APP-02 an organisation registered through the app gets what it registered, its registering user as contact, and nothing invented", async () => {
    const { id, email } = registered();
    expect(await companyOf(email, id)).toMatchObject({
      registered_name: "Estuary Flex Ltd",
      name: "Estuary Flex",
      website: "https://estuary-flex.example",
      registered_number: "12345678",
      registration_country: "GB",
      vat_number: "",
      registered_year: "",
      registered_address_1: "",
      registered_postcode: "",
      contact_name: "Maya Okoro",
      contact_email: "hello@estuary-flex.example",
    });
    // Details changed later on Settings › Organisation are what the next application takes.
    Object.assign(store.organisations.find((organisation) => organisation.id === id)!, { address: "Unit 3\nDock Road\nHull HU1 2AB", phone: "+44 1482 496 000", website: "https://estuary.example" });
    expect(await companyOf(email, id)).toMatchObject({
      registered_address_1: "Unit 3",
      registered_address_2: "Dock Road",
      registered_address_3: "Hull",
      registered_postcode: "HU1 2AB",
      contact_number: "+44 1482 496 000",
      website: "https://estuary.example",
    });
  });

  it("APP-02 a seeded organisation's details on file come first: Harbour Max's Genoa address and Italian number", async () => {
    expect(await companyOf(OTHER_PROVIDER, 102)).toMatchObject({
      website: "https://harbour-max.example",
      registered_number: "01234567890",
      registration_country: "IT",
      registered_address_1: "Via del Porto 12",
      registered_address_3: "Genova",
      registered_postcode: "16126",
    });
    expect(await companyOf(PROVIDER, 101)).toMatchObject({ registered_number: "09876543", registered_postcode: "LS1 4AP", contact_name: "Priya Shah" });
  });
});
