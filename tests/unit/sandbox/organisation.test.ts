import { describe, expect, test } from "vitest";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { organisationApi } from "~/upstream/organisation.server";
import { sandboxToken } from "../../support/requests";
import { SANDBOX_BASE, useSandbox } from "../../support/sandbox";

const { store } = useSandbox();

const organisation = async () => organisationApi(createClient({ baseUrl: SANDBOX_BASE, locale: "en-GB", token: await sandboxToken("provider@example.com") }));

async function refusal(changes: Record<string, string>) {
  const error = await (await organisation()).updateOrganisation(changes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UpstreamError);
  return { status: (error as UpstreamError).status, body: (error as UpstreamError).body };
}

describe("the sandbox's organisation details", () => {
  test("SET-01 a phone number that is not one and a registration number not of the country's register are refused, as registration refuses them", async () => {
    const before = { ...store.organisations[0] };
    expect(await refusal({ phone: "call me" })).toMatchObject({ status: 400, body: { phone: ["Enter a valid phone number."] } });
    expect(await refusal({ phone: "()" })).toMatchObject({ status: 400, body: { phone: ["Enter a valid phone number."] } });
    expect(await refusal({ registration_no: "!!" })).toMatchObject({ status: 400, body: { registration_no: ["Enter a valid company registration number for the country chosen."] } });
    expect(store.organisations[0]).toEqual(before);
    const saved = await (await organisation()).updateOrganisation({ phone: "(0113) 496-0999", registration_no: "sc 123456" });
    expect(saved).toMatchObject({ phone: "(0113) 496-0999", registration_no: "SC123456" });
    expect((await (await organisation()).updateOrganisation({ phone: "" })).phone).toBe("");
  });
});
