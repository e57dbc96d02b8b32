import { describe, expect, test } from "vitest";
import { isWebAddress } from "~/domain/validation/web-address";

describe("isWebAddress", () => {
  test("REG-01 a website is an http or https address with a host name; script and data addresses are not", () => {
    expect(isWebAddress("https://brightside.example")).toBe(true);
    expect(isWebAddress("http://www.brightside.example/about?x=1")).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress("data:text/html,<b>hi</b>")).toBe(false);
    expect(isWebAddress("https://localhost")).toBe(false);
    expect(isWebAddress("notaurl")).toBe(false);
  });
});
