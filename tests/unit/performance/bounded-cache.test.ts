import { describe, expect, test, vi } from "vitest";
import { keptIn } from "~/domain/bounded-cache";

describe("values kept under a key, with a bound", () => {
  test("ROUTE-01 a value, null included, is built once; a build that throws keeps nothing; a full map starts afresh", () => {
    const values = new Map<string, string | null>();
    const build = vi.fn(() => null);
    expect(keptIn(values, "/no/such/page", 3, build)).toBeNull();
    expect(keptIn(values, "/no/such/page", 3, build)).toBeNull();
    expect(build).toHaveBeenCalledTimes(1);

    expect(() => keptIn(values, "bad", 3, () => { throw new RangeError("invalid"); })).toThrow(RangeError);
    expect(values.has("bad")).toBe(false);

    keptIn(values, "a", 3, () => "A");
    keptIn(values, "b", 3, () => "B");
    expect(values.size).toBe(3);
    expect(keptIn(values, "c", 3, () => "C")).toBe("C");
    expect([...values.keys()]).toEqual(["c"]);
  });
});
