import { describe, expect, test } from "vitest";
import { safeNext, sameSitePath } from "~/domain/safe-next";

describe("the next target", () => {
  test("GUARD-08 paths on this site pass, with their query", () => {
    expect(safeNext("/settings/account?panel=password")).toBe("/settings/account?panel=password");
    expect(safeNext("/dashboard?competition=12")).toBe("/dashboard?competition=12");
  });

  test.each([
    "https://evil.example/steal",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%0a/evil.example".replace("%0a", "\n"),
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/../../etc",
    "",
  ])("GUARD-08 %j never leaves the site", (target) => {
    expect(safeNext(target)).toBe("/home");
  });

  test("GUARD-08 a Referer from another site is not used as a way back", () => {
    expect(sameSitePath("https://evil.example/page", "http://app.test/x")).toBeUndefined();
    expect(sameSitePath("http://app.test/settings/account?a=1", "http://app.test/x")).toBe("/settings/account?a=1");
  });
});
