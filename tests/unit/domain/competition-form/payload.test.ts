import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { buildCompetitionPayload, competitionDraftSchema, dayAfter, draftEntries, newCompetitionDraft, parseAreaRefs, parsePostcodes } from "~/domain/competition-form";
import { validDraft } from "./valid-draft";

describe("the create payload", () => {
  it("OPS-02 dates are sent as UTC, GMT and BST alike", () => {
    const payload = buildCompetitionPayload(validDraft({ qualification_open: "2026-06-01T09:00", archive_on: "2027-04-01T00:00" }));
    expect(payload.competition_details.qualification_open).toBe("2026-06-01T08:00:00.000Z");
    expect(payload.competition_details.closed).toBe("2026-12-01T12:00:00.000Z");
    // Midnight on 1 April 2027 (BST) is still 31 March in UTC.
    expect(payload.competition_details.archive_on).toBe("2027-03-31T23:00:00.000Z");
  });

  it("OPS-02 invalid dates are left out of the payload", () => {
    const details = buildCompetitionPayload(validDraft({ open: "2026-02-30T09:00", closed: "", archive_on: "later" })).competition_details;
    expect(details).not.toHaveProperty("open");
    expect(details).not.toHaveProperty("closed");
    expect(details).not.toHaveProperty("archive_on");
    expect(details.qualification_open).toBe("2026-11-02T09:00:00.000Z");
  });

  it("OPS-01 competition_details carries numbers as numbers, lists as lists and fixed_price as a boolean", () => {
    const details = buildCompetitionPayload(
      validDraft({ area_refs: "NPG-YORK, NPG-NE NPG-YORK", postcodes: "ls1 4ap,  YO1 7HH ;", boundary_buffer: "1.5", fixed_price: "on", duplicate_asset_overrides_from_competition: "17" }),
    ).competition_details;
    expect(details).toMatchObject({
      reference: "NPG-2027-01",
      type: "availability_utilisation",
      power_type: "active_power",
      need_direction: "excess",
      minimum_connection_voltage: 0.4,
      maximum_connection_voltage: 33,
      boundary_buffer: 1.5,
      minimum_budget: 10000,
      maximum_budget: 50000,
      area_refs: ["NPG-YORK", "NPG-NE"],
      postcodes: ["LS1 4AP", "YO1 7HH"],
      fixed_price: true,
      duplicate_asset_overrides_from_competition: 17,
    });
    expect(details).not.toHaveProperty("service_fee");
    expect(buildCompetitionPayload(validDraft({ fixed_price: undefined, power_type: undefined })).competition_details).toMatchObject({ fixed_price: false, power_type: "active_power" });
  });

  it("OPS-01 service_need holds periods with their windows; a period's end is the day after its last day", () => {
    const draft = validDraft({}, { required_response_time: "00:15:00", service_day_preset: "weekends", service_days: ["0"], fixed_service_fee: "" });
    expect(buildCompetitionPayload(draft).service_need).toEqual({
      service_periods: [
        {
          name: "Winter 2026/27",
          start: "2026-12-01",
          end: "2027-03-01",
          service_windows: [
            { name: "Evening peak", start: "16:00", end: "19:30", service_days: [5, 6], public_holiday_handling: "ignore", capacity_required: 2.5, required_response_time: "0 00:15:00" },
          ],
        },
      ],
    });
    expect(dayAfter("31-12-2026")).toBe("2027-01-01");
    expect(dayAfter("2026-02-30")).toBeUndefined();
  });

  it("OPS-01 licence areas split on commas and spaces, postcodes only on commas", () => {
    expect(parseAreaRefs(" A,B  C;;A ")).toEqual(["A", "B", "C"]);
    expect(parseAreaRefs(undefined)).toEqual([]);
    expect(parsePostcodes("sw1a 1aa, ,EC1A  1BB")).toEqual(["SW1A 1AA", "EC1A 1BB"]);
  });
});

describe("the draft travels in the form", () => {
  function roundTrip(draft = validDraft()) {
    const formData = new FormData();
    for (const [name, value] of draftEntries(draft, ["competition_details", "service_need"])) formData.append(name, value);
    const submission = parseWithZod(formData, { schema: competitionDraftSchema });
    if (submission.status !== "success") throw new Error("the draft did not parse");
    return submission.value;
  }

  it("OPS-01 a posted draft reads back as it was", () => {
    const draft = validDraft({ fixed_price: "on" });
    expect(roundTrip(draft)).toEqual(draft);
  });

  it("OPS-01 blank periods and windows keep their place and the new-form defaults survive", () => {
    const draft = newCompetitionDraft();
    draft.service_need!.service_periods!.push({ service_windows: [] });
    const back = roundTrip(draft);
    expect(back.service_need?.service_periods).toHaveLength(2);
    expect(back.service_need?.service_periods?.[0].service_windows?.[0]).toEqual(draft.service_need!.service_periods![0].service_windows![0]);
    expect(back.competition_details?.power_type).toBe("active_power");
  });
});
