import { describe, expect, it } from "vitest";
import { FORM_ERRORS, requiredFixedPrices, skippedByClocks, toUtc, validateDetails, validateServiceNeed, type DetailsDraft } from "~/domain/competition-form";
import { validDetails, validDraft, validWindow } from "./valid-draft";
import { toInstant } from "~/domain/validation/date";
import { isOvernightWindow } from "~/domain/competition-form/window-times";

const blank = "validation:blank";

describe("competition_details field errors", () => {
  it("OPS-01 a complete draft has no errors", () => {
    const draft = validDraft();
    expect(validateDetails(draft.competition_details!)).toEqual({});
    expect(validateServiceNeed(draft.service_need!, draft.competition_details!)).toEqual({});
  });

  it("OPS-01 required text fields left empty say 'This field may not be blank.'", () => {
    const errors = validateDetails(validDetails({ reference: " ", name: undefined, contact: "" }));
    expect(errors.reference).toEqual([blank]);
    expect(errors.name).toEqual([blank]);
    expect(errors.contact).toEqual([blank]);
  });

  it("OPS-02 each date gets its own error: blank, or not a real date and time", () => {
    const errors = validateDetails(validDetails({ qualification_open: "", open: "2026-02-30T09:00", archive_on: "soon" }));
    expect(errors.qualification_open).toEqual([blank]);
    expect(errors.open).toEqual([FORM_ERRORS.dateTime]);
    expect(errors.archive_on).toEqual([FORM_ERRORS.dateTime]);
    expect(errors.closed).toBeUndefined();
  });

  it("OPS-02 VAL-02 a time the UK clocks skip is refused beside its field; one they pass twice is taken as the later", () => {
    const skipped = validateDetails(validDetails({ qualification_open: "2027-03-28T01:30", qualification_closed: "2027-04-01T09:00", open: "2027-04-02T09:00", closed: "2027-04-03T09:00", archive_on: "2027-05-01T09:00" }));
    expect(skipped.qualification_open).toEqual([FORM_ERRORS.clockSkipped]);
    expect(skippedByClocks("2027-03-28T00:59")).toBe(false);
    expect(skippedByClocks("2027-03-28T02:00")).toBe(false);
    expect(skippedByClocks("28-03-2027 01:00")).toBe(true);
    expect(skippedByClocks("2027-10-31T01:30")).toBe(false);
    expect(toUtc("2027-10-31T01:30")).toBe("2027-10-31T01:30:00.000Z");
    // The review step reads each date without luxon, to the same instant the competition is sent with.
    for (const local of ["2026-12-01T09:00", "2027-07-01T09:00", "2027-10-31T01:30", "2027-10-31T00:59", "2027-03-28T02:00"]) {
      const [day, clock] = local.split("T");
      expect(toInstant(day, clock, "Europe/London"), local).toBe(toUtc(local));
    }
  });

  it("OPS-02 qualification must close after it opens", () => {
    expect(validateDetails(validDetails({ qualification_closed: "2026-11-02T09:00" })).qualification_closed).toEqual([FORM_ERRORS.qualificationClosed]);
    expect(validateDetails(validDetails({ qualification_closed: "2026-11-01T09:00", open: "2026-11-01T09:00" })).qualification_closed).toEqual([FORM_ERRORS.qualificationClosed]);
  });

  it("OPS-02 bidding may open when qualification closes but not before", () => {
    expect(validateDetails(validDetails({ open: "2026-11-20T17:00" })).open).toBeUndefined();
    expect(validateDetails(validDetails({ open: "2026-11-20T16:59" })).open).toEqual([FORM_ERRORS.open]);
  });

  it("OPS-02 bidding must close after it opens, and archiving may be when it closes or later", () => {
    expect(validateDetails(validDetails({ closed: "2026-11-20T17:00" })).closed).toEqual([FORM_ERRORS.closed]);
    expect(validateDetails(validDetails({ archive_on: "2026-12-01T12:00" })).archive_on).toBeUndefined();
    expect(validateDetails(validDetails({ archive_on: "2026-12-01T11:00" })).archive_on).toEqual([FORM_ERRORS.archiveOn]);
  });

  it("OPS-02 dates are compared in London time across the clock change", () => {
    // 01:30 BST on 25 October is 00:30 UTC, before 01:10 GMT (01:10 UTC) later that night.
    const details = validDetails({ qualification_open: "2026-10-01T09:00", qualification_closed: "2026-10-25T00:30", open: "2026-10-25T01:10" });
    expect(validateDetails(details).open).toBeUndefined();
  });

  it("OPS-02 power_type defaults to active power and must be one of the two", () => {
    expect(validateDetails(validDetails({ power_type: undefined })).power_type).toBeUndefined();
    expect(validateDetails(validDetails({ power_type: "apparent_power" })).power_type).toEqual([FORM_ERRORS.choose]);
  });

  it("OPS-02 need_direction must be one the power type has", () => {
    expect(validateDetails(validDetails({ power_type: "active_power", need_direction: "import" })).need_direction).toEqual([FORM_ERRORS.needDirection]);
    expect(validateDetails(validDetails({ power_type: "reactive_power", need_direction: "excess" })).need_direction).toEqual([FORM_ERRORS.needDirection]);
    expect(validateDetails(validDetails({ power_type: "reactive_power", need_direction: "export" })).need_direction).toBeUndefined();
    expect(validateDetails(validDetails({ power_type: undefined, need_direction: "deficit" })).need_direction).toBeUndefined();
    expect(validateDetails(validDetails({ need_direction: "sideways" })).need_direction).toEqual([FORM_ERRORS.choose]);
    expect(validateDetails(validDetails({ need_direction: undefined })).need_direction).toEqual([FORM_ERRORS.choose]);
  });

  it("OPS-02 voltages are voltage levels and the minimum is at most the maximum", () => {
    expect(validateDetails(validDetails({ minimum_connection_voltage: "33", maximum_connection_voltage: "11" })).maximum_connection_voltage).toEqual([FORM_ERRORS.voltages]);
    expect(validateDetails(validDetails({ minimum_connection_voltage: "11", maximum_connection_voltage: "11" })).maximum_connection_voltage).toBeUndefined();
    expect(validateDetails(validDetails({ minimum_connection_voltage: "12" })).minimum_connection_voltage).toEqual([FORM_ERRORS.choose]);
    expect(validateDetails(validDetails({ maximum_connection_voltage: undefined })).maximum_connection_voltage).toEqual([FORM_ERRORS.choose]);
  });

  it("OPS-02 budgets are amounts and the minimum is at most the maximum", () => {
    const errors = validateDetails(validDetails({ minimum_budget: "60000", maximum_budget: "50000" }));
    expect(errors.maximum_budget).toEqual([FORM_ERRORS.budgets]);
    expect(errors.minimum_budget).toBeUndefined();
    expect(validateDetails(validDetails({ minimum_budget: "12.345" })).minimum_budget).toEqual(['validation:decimalPlaces|{"limit":2}']);
    expect(validateDetails(validDetails({ minimum_budget: "", maximum_budget: "" }))).toEqual({});
  });

  it("OPS-01 type and need_type are chosen from their lists", () => {
    const errors = validateDetails(validDetails({ type: "auction", need_type: undefined }));
    expect(errors.type).toEqual([FORM_ERRORS.choose]);
    expect(errors.need_type).toEqual([FORM_ERRORS.choose]);
  });

  it("OPS-01 the competition to copy overrides from is a whole number when given", () => {
    expect(validateDetails(validDetails({ duplicate_asset_overrides_from_competition: "12a" })).duplicate_asset_overrides_from_competition).toEqual([FORM_ERRORS.wholeNumber]);
    expect(validateDetails(validDetails({ duplicate_asset_overrides_from_competition: "12" }))).toEqual({});
  });

  it("OPS-01 every error of the form shows at once, rules and formats together", () => {
    const errors = validateDetails({ power_type: "active_power", need_direction: "import", minimum_budget: "9", maximum_budget: "1" });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["reference", "name", "type", "contact", "qualification_open", "need_direction", "maximum_budget"]));
  });
});

describe("service_need field errors", () => {
  const details: DetailsDraft = validDetails();
  const needWith = (window = validWindow(), period: Record<string, string> = {}) => ({
    service_periods: [{ name: "Winter", start: "2026-12-01", end: "2027-02-28", ...period, service_windows: [window] }],
  });

  it("OPS-01 at least one period, and at least one window in each", () => {
    expect(validateServiceNeed({ service_periods: [] }, details)).toEqual({ service_periods: [FORM_ERRORS.noPeriods] });
    expect(validateServiceNeed({}, details)).toEqual({ service_periods: [FORM_ERRORS.noPeriods] });
    expect(validateServiceNeed({ service_periods: [{ name: "P", start: "2026-12-01", end: "2026-12-31", service_windows: [] }] }, details)).toEqual({
      "service_periods[0].service_windows": [FORM_ERRORS.noWindows],
    });
  });

  it("OPS-02 window fields are named by their period and window", () => {
    const errors = validateServiceNeed(needWith(validWindow({ name: "", start: "7pm", capacity_required: "-1", required_response_time: "5 minutes" })), details);
    expect(errors).toEqual({
      "service_periods[0].service_windows[0].name": [blank],
      "service_periods[0].service_windows[0].start": ["validation:time"],
      "service_periods[0].service_windows[0].capacity_required": ["validation:capacity"],
      "service_periods[0].service_windows[0].required_response_time": ["validation:duration"],
    });
  });

  it("OPS-02 a window ending when it starts is refused; one ending before its start runs overnight into the next day and is accepted", () => {
    const key = "service_periods[0].service_windows[0].end";
    expect(validateServiceNeed(needWith(validWindow({ start: "19:00", end: "19:00" })), details)[key]).toEqual([FORM_ERRORS.windowEnd]);
    expect(validateServiceNeed(needWith(validWindow({ start: "23:00", end: "06:00" })), details)).toEqual({});
    expect(validateServiceNeed(needWith(validWindow({ start: "00:30", end: "00:00" })), details)).toEqual({});
    expect(isOvernightWindow("23:00", "06:00")).toBe(true);
    expect(isOvernightWindow("16:00", "19:30")).toBe(false);
    expect(isOvernightWindow("19:00", "19:00")).toBe(false);
  });

  it("OPS-02 a custom choice of no days is an error on the service days", () => {
    const errors = validateServiceNeed(needWith(validWindow({ service_day_preset: "custom", service_days: [] })), details);
    expect(errors["service_periods[0].service_windows[0].service_days"]).toEqual([FORM_ERRORS.serviceDays]);
  });

  it("OPS-02 a period's last day may be its first day but not before it", () => {
    expect(validateServiceNeed(needWith(undefined, { start: "2026-12-01", end: "2026-12-01" }), details)).toEqual({});
    expect(validateServiceNeed(needWith(undefined, { start: "2026-12-01", end: "2026-11-30" }), details)).toEqual({ "service_periods[0].end": [FORM_ERRORS.periodEnd] });
    expect(validateServiceNeed(needWith(undefined, { start: "31-12-2026", end: "2026-12-30" }), details)["service_periods[0].end"]).toEqual([FORM_ERRORS.periodEnd]);
  });

  it("OPS-02 with a fixed price, each window needs the fixed prices its competition type pays", () => {
    const fixed = validDetails({ fixed_price: "on", type: "availability_utilisation" });
    expect(requiredFixedPrices(fixed)).toEqual(["fixed_availability_price", "fixed_utilisation_price"]);
    const errors = validateServiceNeed(needWith(validWindow({ fixed_utilisation_price: "40" })), fixed);
    expect(errors).toEqual({ "service_periods[0].service_windows[0].fixed_availability_price": [FORM_ERRORS.fixedPrice] });
    expect(validateServiceNeed(needWith(validWindow({ fixed_availability_price: "3", fixed_utilisation_price: "40" })), fixed)).toEqual({});
  });

  it("OPS-02 without a fixed price no fixed price is required", () => {
    expect(requiredFixedPrices(validDetails({ type: "service_fee" }))).toEqual([]);
    expect(requiredFixedPrices(validDetails({ fixed_price: "on", type: "service_fee" }))).toEqual(["fixed_service_fee"]);
    expect(validateServiceNeed(needWith(), validDetails({ fixed_price: undefined }))).toEqual({});
  });
});
