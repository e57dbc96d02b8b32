import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { i18nOptions, NAMESPACES } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { translator } from "~/i18n/translate";

describe("the browser's translator gives what i18next gives on the server", () => {
  test("I18N-01 nested keys, a namespace prefix, values (null and missing ones too), plurals by the language's rules, defaultValue and a missing key", async () => {
    for (const language of ["en-GB", "it-IT", "pt-PT"] as const) {
      const server = createInstance();
      await server.init({ ...i18nOptions, lng: language, ns: [...NAMESPACES], resources, initImmediate: false });
      const serverT = server.getFixedT(language, ["exchange", "common"]);
      const browserT = translator(language, resources[language] as never, ["exchange", "common"]);
      const cases: [string, Record<string, unknown>?][] = [
        ["title"],
        ["units.mw", { value: 2.5 }],
        ["decision.confirmAccept", { bidder: "Tidewater", capacity: 3, price: "9.00" }],
        ["common:nav.exchange"],
        ["no.such.key", { defaultValue: "fallback" }],
        ["no.such.key"],
        // A value given as null is empty on both sides; one not given at all keeps its placeholder on both.
        ["units.mw", { value: null }],
        ["units.mw", {}],
      ];
      for (const [key, options] of cases) expect(browserT(key, options), `${language} ${key}`).toBe(serverT(key, options));
      const plural = Object.keys(resources[language]).flatMap((ns) => {
        const found: string[] = [];
        const walk = (node: unknown, path: string) => {
          if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
          else if (path.endsWith("_one")) found.push(`${ns}:${path.slice(0, -4)}`);
        };
        walk((resources[language] as Record<string, unknown>)[ns], "");
        return found;
      })[0];
      for (const count of [0, 1, 2, 5]) expect(browserT(plural, { count }), `${language} ${plural} ${count}`).toBe(server.t(plural, { count }));
    }
  });
});
