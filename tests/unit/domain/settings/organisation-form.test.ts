import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { organisationForm } from "~/domain/settings/forms";
import { englishMessage, decodeMessage } from "~/domain/validation/messages";
import { decodeUpstreamMessage } from "~/domain/validation/upstream-messages";

const SAVED = { name: "Brightside Energy Ltd", website: "https://brightside.example", email: "hello@brightside.example", phone: "+44 113 496 0000", registration_no: "09876543", country: "GB", address: "4 Wharf Street\nLeeds\nLS2 7EE" };

function submit(values: Partial<Record<keyof typeof SAVED, string>>) {
  const form = new FormData();
  Object.entries({ ...SAVED, ...values }).forEach(([name, value]) => form.append(name, value));
  return parseWithZod(form, { schema: organisationForm });
}

/** The English text of each field's first error, as the page shows it. */
function errors(values: Partial<Record<keyof typeof SAVED, string>>) {
  const reply = submit(values).reply();
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, list]) => [name, list?.[0] ? englishMessage(decodeMessage(list[0]) ?? { key: list[0] }) : undefined]));
}

describe("Settings › Organisation form", () => {
  test("SET-01 REG-01 a registration number not in the shape of the country's register is refused beside it, as at registration", () => {
    expect(errors({ registration_no: "!!" })).toEqual({ registration_no: "Enter a valid company registration number for the country chosen." });
    // The register is the country's: a Companies House number is no partita IVA.
    expect(errors({ registration_no: "09876543", country: "IT" })).toEqual({ registration_no: "Enter a valid company registration number for the country chosen." });
    expect(errors({ registration_no: "01234567890", country: "IT" })).toEqual({});
    expect(errors({ registration_no: "sc 123456" })).toEqual({});
    // A blank number is only said to be blank.
    expect(submit({ registration_no: "" }).reply().error).toEqual({ registration_no: ["This field may not be blank."] });
  });

  test("SET-01 a phone number that is not one is refused beside it; none at all is allowed", () => {
    expect(errors({ phone: "call me" })).toEqual({ phone: "Enter a valid phone number, for example +44 113 496 0000." });
    expect(errors({ phone: "()" })).toEqual({ phone: "Enter a valid phone number, for example +44 113 496 0000." });
    expect(errors({ phone: "44+ 113" })).toEqual({ phone: "Enter a valid phone number, for example +44 113 496 0000." });
    expect(errors({ phone: "" })).toEqual({});
    expect(errors({ phone: "(0113) 496-0000" })).toEqual({});
  });

  test("SET-01 both are refused together with the other fields' errors, and what was typed is sent back", () => {
    const submission = submit({ name: "", phone: "call me", registration_no: "!!" });
    expect(Object.keys(submission.reply().error ?? {}).sort()).toEqual(["name", "phone", "registration_no"]);
    expect(submission.reply().initialValue).toMatchObject({ phone: "call me", registration_no: "!!" });
  });

  test("SET-01 an address is kept to the text area's 500 characters", () => {
    expect(errors({ address: "x".repeat(500) })).toEqual({});
    expect(errors({ address: "x".repeat(501) })).toEqual({ address: "Ensure this field has no more than 500 characters." });
  });

  test("SET-01 the Flex API's refusals of these fields read as the same messages", () => {
    expect(decodeUpstreamMessage("Enter a valid company registration number for the country chosen.")).toEqual({ key: "companyNumber" });
    expect(decodeUpstreamMessage("Enter a valid phone number.")).toEqual({ key: "phone" });
  });
});
