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

  test("AUTH-01 REG-01 AUTH-11 sign-in and registration refusals are known, their English exactly the upstream's, and shown in Italian", async () => {
    const sent: [string, string][] = [
      ["No active account found with the given credentials", "Nessun account attivo corrisponde all'e-mail e alla password indicate."],
      ["Enter a valid email address.", "Inserisci un indirizzo e-mail valido."],
      ["Enter a valid URL.", "Inserisci un URL valido."],
      ["This password is too short. It must contain at least 8 characters.", "Questa password è troppo corta. Deve contenere almeno 8 caratteri."],
      ["This password is too common.", "Questa password è troppo comune."],
      ["This password is entirely numeric.", "Questa password è composta solo da numeri."],
      ["The password is too similar to the email address.", "La password è troppo simile all'indirizzo e-mail."],
      ["The password is too similar to the first name.", "La password è troppo simile al nome."],
      ["The two password fields didn’t match.", "I due campi della password non coincidono."],
      ["You must accept the terms to register.", "Per registrarti devi accettare i termini."],
    ];
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "it-IT", fallbackLng: "en-GB", resources: { "it-IT": { validation: itIT }, "en-GB": { validation: enGB } }, interpolation: { escapeValue: false } });
    const italian = i18n.getFixedT("it-IT");
    const english = i18n.getFixedT("en-GB");
    for (const [upstream, shown] of sent) {
      expect(decodeUpstreamMessage(upstream), upstream).not.toBeNull();
      expect(translateError(english, upstream)).toBe(upstream);
      expect(translateError(italian, upstream)).toBe(shown);
    }
    expect(decodeUpstreamMessage("This password is too short. It must contain at least 10 characters.")).toEqual({ key: "passwordTooShort", values: { limit: 10 } });
  });
});
