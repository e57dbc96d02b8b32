import { describe, expect, test } from "vitest";
import { instantOf, normaliseDate, readUnavailability } from "~/domain/assets/unavailability";

describe("unavailability date rules", () => {
  test("MGMT-02 dates accept YYYY-MM-DD or DD-MM-YYYY and are re-formatted", () => {
    expect(normaliseDate("2031-03-04")).toBe("2031-03-04");
    expect(normaliseDate("04-03-2031")).toBe("2031-03-04");
    expect(normaliseDate("4/3/2031")).toBe("2031-03-04");
    expect(normaliseDate("31-02-2031")).toBeNull();
    expect(normaliseDate("2031/13/01")).toBeNull();
    expect(normaliseDate("tomorrow")).toBeNull();
  });

  test("MGMT-02 an instant exists only when date and time are both present", () => {
    expect(instantOf("2031-01-15", "")).toBeNull();
    expect(instantOf("", "10:00")).toBeNull();
    expect(instantOf("15-01-2031", "10:00")).toBe("2031-01-15T10:00:00Z");
    // British Summer Time: local 10:00 is 09:00 UTC.
    expect(instantOf("2031-07-15", "10:00")).toBe("2031-07-15T09:00:00Z");
  });

  test("MGMT-02 complete only with asset, from, to and a reason of at most 500 characters, and the end after the start", () => {
    const full = { asset: "a12", from_date: "01-06-2031", from_time: "08:00", to_date: "2031-06-08", to_time: "8:00", reason: "Maintenance" };
    const draft = readUnavailability(full);
    expect(draft.complete).toBe(true);
    expect(draft.values).toMatchObject({ from_date: "2031-06-01", to_time: "08:00" });
    expect(draft.from).toBe("2031-06-01T07:00:00Z");
    expect(readUnavailability({ ...full, reason: "" })).toMatchObject({ complete: false, errors: { reason: "required" } });
    expect(readUnavailability({ ...full, reason: "r".repeat(501) })).toMatchObject({ complete: false, errors: { reason: "length" } });
    expect(readUnavailability({ ...full, reason: "r".repeat(500) }).complete).toBe(true);
    expect(readUnavailability({ ...full, to_time: "" })).toMatchObject({ complete: false, to: null, errors: { to_time: "required" } });
    expect(readUnavailability({ ...full, to_date: "2031-05-30" })).toMatchObject({ complete: false, errors: { to_date: "order" } });
    const kept = readUnavailability({ ...full, from_date: "32-01-2031" });
    expect(kept.values.from_date).toBe("32-01-2031");
    expect(kept.errors.from_date).toBe("date");
  });

  test("MGMT-02 a time the UK clocks skip is refused on its field, not moved an hour", () => {
    const full = { asset: "a12", from_date: "2031-03-30", from_time: "01:30", to_date: "2031-04-02", to_time: "12:00", reason: "Maintenance" };
    // 30 March 2031: clocks go forward at 01:00, so 01:30 does not exist; 02:30 does.
    expect(readUnavailability(full)).toMatchObject({ complete: false, errors: { from_time: "gap" } });
    expect(readUnavailability({ ...full, from_time: "02:30" }).complete).toBe(true);
    // The autumn change repeats an hour instead: 01:30 exists (the first one).
    expect(readUnavailability({ ...full, from_date: "2031-10-26", to_date: "2031-10-27" }).complete).toBe(true);
  });
});
