import { describe, expect, test } from "vitest";
import enGB from "../../../../locales/en-GB/clearing.json";
import itIT from "../../../../locales/it-IT/clearing.json";
import ptPT from "../../../../locales/pt-PT/clearing.json";
import { PERIOD_END_ERROR } from "~/domain/clearing/completeness";
import { GSPS_ERROR } from "~/domain/clearing/gsps";
import { OVERLAP_TRIM_WARNING_KEY, OVERLAP_WARNING_KEY, UNFORESEEN_OVERLAP, UNFORESEEN_OVERLAP_KEY } from "~/domain/clearing/overlap";

const locales: Record<string, unknown> = { "en-GB": enGB, "it-IT": itIT, "pt-PT": ptPT };
const keys = [GSPS_ERROR, UNFORESEEN_OVERLAP_KEY, OVERLAP_WARNING_KEY, OVERLAP_TRIM_WARNING_KEY, PERIOD_END_ERROR];

function lookUp(texts: unknown, key: string): unknown {
  const [namespace, path] = key.split(":");
  expect(namespace).toBe("clearing");
  return path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe("clearing rule texts", () => {
  test("CLEAR-03 CLEAR-04 every key the rules give has a text in each language", () => {
    for (const [locale, texts] of Object.entries(locales)) {
      for (const key of keys) expect(typeof lookUp(texts, key), `${locale} ${key}`).toBe("string");
    }
  });

  test("CLEAR-04 the unforeseen overlap text is the spec's, letter for letter", () => {
    expect(UNFORESEEN_OVERLAP).toBe("Intervals overlap in a way we didn't consider!");
    expect(lookUp(enGB, UNFORESEEN_OVERLAP_KEY)).toBe(UNFORESEEN_OVERLAP);
  });
});
