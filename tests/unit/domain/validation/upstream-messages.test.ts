import { describe, expect, test } from "vitest";
import i18next from "i18next";
import { translateError } from "~/components/form-errors";
import { decodeUpstreamMessage } from "~/domain/validation/upstream-messages";
import itIT from "../../../../locales/it-IT/validation.json";
import enGB from "../../../../locales/en-GB/validation.json";

describe("the Flex API's standard refusals", () => {
  test("VAL-03 VAL-05 CALL-08 are read back as the app's own messages, with their numbers and values", () => {
    expect(decodeUpstreamMessage('Invalid pk "999" - object does not exist.')).toEqual({ key: "unknownId", values: { id: "999" } });
    expect(decodeUpstreamMessage("user with this email address already exists.")).toEqual({ key: "emailTaken" });
    expect(decodeUpstreamMessage("Ensure this field has no more than 500 characters.")).toEqual({ key: "maxLength", values: { limit: 500 } });
    expect(decodeUpstreamMessage("Ensure that there are no more than 2 decimal places.")).toEqual({ key: "decimalPlaces", values: { limit: 2 } });
    expect(decodeUpstreamMessage('"purple" is not a valid choice.')).toEqual({ key: "choice", values: { input: "purple" } });
    expect(decodeUpstreamMessage("This field is required.")).toEqual({ key: "required" });
    expect(decodeUpstreamMessage("The competition is closed.")).toBeNull();
  });

  test("VAL-05 CALL-08 are shown in the user's language; any other upstream text as sent", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "it-IT", fallbackLng: "en-GB", resources: { "it-IT": { validation: itIT }, "en-GB": { validation: enGB } }, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT("it-IT");
    expect(translateError(t, "user with this email address already exists.")).toBe("Esiste già un utente con questo indirizzo e-mail.");
    expect(translateError(t, 'Invalid pk "12" - object does not exist.')).toBe('Non esiste nulla con l\'id "12"; potrebbe essere stato rimosso.');
    expect(translateError(t, "The competition is closed.")).toBe("The competition is closed.");
  });
});
