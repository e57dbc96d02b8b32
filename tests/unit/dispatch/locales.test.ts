import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import enGB from "../../../locales/en-GB/dispatch.json";
import itIT from "../../../locales/it-IT/dispatch.json";
import ptPT from "../../../locales/pt-PT/dispatch.json";
import ptPTMarket from "../../../locales/pt-PT/market.json";
import { DISPATCH_MESSAGES } from "~/domain/dispatch/messages";
import { INSTRUCTION_STATUSES } from "~/domain/dispatch/list-query";

const keysOf = (node: unknown, prefix = ""): string[] =>
  node && typeof node === "object" ? Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key)) : [prefix];

describe("dispatch texts", () => {
  test("DISP-01 the three languages have the same texts, each translated", () => {
    expect(keysOf(itIT).sort()).toEqual(keysOf(enGB).sort());
    expect(keysOf(ptPT).sort()).toEqual(keysOf(enGB).sort());
    expect(itIT.respond.cannotChange).not.toBe(enGB.respond.cannotChange);
    expect(ptPT.stop.cannotRecover).not.toBe(enGB.stop.cannotRecover);
  });

  test("DISP-03 the create dialog's message for nothing ticked names single bids as its button does, in every language", () => {
    for (const texts of [enGB, itIT, ptPT]) {
      const words = texts.create.showBids.split(" ").slice(-2).join(" ");
      expect(texts.create.noWindows, texts.create.showBids).toContain(words);
    }
    // Portuguese says bids as the competition pages do ("Licitações"), never with a second word for them.
    expect(ptPT.create.bids.startsWith(ptPTMarket.field.bids)).toBe(true);
    expect(JSON.stringify(ptPT)).not.toMatch(/propost/i);
  });

  test("DISP-02 the spec's rule is shown letter for letter, and every known refusal and status has a text", () => {
    expect(enGB.respond.cannotChange).toBe("Dispatch instructions once accepted or rejected cannot be changed.");
    for (const [message, key] of Object.entries(DISPATCH_MESSAGES)) expect(enGB.errors[key as keyof typeof enGB.errors]).toBe(message);
    for (const status of [...INSTRUCTION_STATUSES, "unknown"]) expect(typeof enGB.status[status as keyof typeof enGB.status]).toBe("string");
  });

  test("DISP-01 the pager counts one instruction in the singular and more in the plural, in every language", () => {
    const resources = { "en-GB": { dispatch: enGB }, "it-IT": { dispatch: itIT }, "pt-PT": { dispatch: ptPT } };
    const said = (lng: string, count: number) => {
      const i18n = createInstance();
      void i18n.init({ lng, ns: ["dispatch"], defaultNS: "dispatch", resources, interpolation: { escapeValue: false }, initImmediate: false });
      return i18n.t("list.pageOf", { page: 1, pages: 1, count });
    };
    expect(said("en-GB", 1)).toBe("Page 1 of 1 (1 instruction)");
    expect(said("en-GB", 12)).toBe("Page 1 of 1 (12 instructions)");
    expect(said("it-IT", 1)).toBe("Pagina 1 di 1 (1 istruzione)");
    expect(said("it-IT", 3)).toBe("Pagina 1 di 1 (3 istruzioni)");
    expect(said("pt-PT", 1)).toBe("Página 1 de 1 (1 instrução)");
    expect(said("pt-PT", 0)).toBe("Página 1 de 1 (0 instruções)");
  });
});
