import { describe, expect, it } from "vitest";
import { upstreamFieldErrors } from "~/domain/competition-form";

describe("upstream field errors on the form's fields", () => {
  it("OPS-01 nested DRF errors of periods and windows land on their fields", () => {
    const body = {
      competition_details: { reference: ["competition with this reference already exists."] },
      service_need: { service_periods: [{}, { end: ["Bad end."], service_windows: [{}, { start: ["Time has wrong format."], non_field_errors: ["Overlaps window 1."] }] }] },
    };
    expect(upstreamFieldErrors(body)).toEqual({
      "competition_details.reference": ["competition with this reference already exists."],
      "service_need.service_periods[1].end": ["Bad end."],
      "service_need.service_periods[1].service_windows[1].start": ["Time has wrong format."],
      "service_need.service_periods[1].service_windows[1]": ["Overlaps window 1."],
    });
  });

  it("OPS-01 a flat answer still names the details' fields and the periods", () => {
    expect(upstreamFieldErrors({ open: ["Bad."], service_periods: ["This list may not be empty."], detail: "x", non_field_errors: ["y"] })).toEqual({
      "competition_details.open": ["Bad."],
      "service_need.service_periods": ["This list may not be empty."],
    });
  });

  it("OPS-01 a list of errors for a whole part lands on that part", () => {
    expect(upstreamFieldErrors({ service_need: ["This field is required."] })).toEqual({ service_need: ["This field is required."] });
    expect(upstreamFieldErrors(null)).toEqual({});
    expect(upstreamFieldErrors(["x"])).toEqual({});
  });
});
