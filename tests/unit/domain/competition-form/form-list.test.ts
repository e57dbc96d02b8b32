import { describe, expect, it } from "vitest";
import {
  draftOf,
  fieldErrorsOf,
  firstFormWithErrors,
  FORM_NAMES,
  formList,
  goTo,
  hasErrors,
  REVIEW_STEP,
  splitFieldErrors,
  stepIndex,
  validateAll,
  validateStep,
  withFormErrors,
} from "~/domain/competition-form";
import { validDraft } from "./valid-draft";

describe("the list of forms with a current index and per-field error lists (001 §3)", () => {
  it("OPS-01 the forms are competition_details then service_need, with one error list each", () => {
    const draft = validDraft();
    const list = formList(draft, 1);
    expect(FORM_NAMES).toEqual(["competition_details", "service_need"]);
    expect(list.forms).toEqual([draft.competition_details, draft.service_need]);
    expect(list.errors).toEqual([{}, {}]);
    expect(list.current).toBe(1);
    expect(draftOf(list)).toEqual(draft);
  });

  it("OPS-01 the current index stays between the first form and the review step", () => {
    const list = formList(validDraft());
    expect(REVIEW_STEP).toBe(2);
    expect(goTo(list, 5).current).toBe(2);
    expect(goTo(list, -1).current).toBe(0);
    expect(stepIndex("1")).toBe(1);
    expect(stepIndex("2")).toBe(2);
    expect(stepIndex("3")).toBe(0);
    expect(stepIndex("x")).toBe(0);
    expect(stepIndex(null)).toBe(0);
  });

  it("OPS-02 the form has errors if any error list is non-empty", () => {
    const list = formList(validDraft());
    expect(hasErrors(list)).toBe(false);
    expect(hasErrors(withFormErrors(list, 1, { "service_periods[0].name": [] }))).toBe(false);
    const failing = withFormErrors(list, 1, { "service_periods[0].name": ["validation:blank"] });
    expect(hasErrors(failing)).toBe(true);
    expect(firstFormWithErrors(failing)).toBe(1);
    expect(firstFormWithErrors(withFormErrors(failing, 0, { name: ["validation:blank"] }))).toBe(0);
  });

  it("OPS-02 validating one step fills only that form's error list", () => {
    const draft = validDraft({ name: "" }, { start: "" });
    const step0 = validateStep(formList(draft, 0));
    expect(step0.errors[0]).toEqual({ name: ["validation:blank"] });
    expect(step0.errors[1]).toEqual({});
    const all = validateAll(formList(draft, 0));
    expect(all.errors[1]).toEqual({ "service_periods[0].service_windows[0].start": ["validation:blank"] });
  });

  it("OPS-02 error lists become the page's field names and come back to the same lists", () => {
    const list = withFormErrors(withFormErrors(formList(validDraft()), 0, { open: ["a"] }), 1, { "service_periods[1].service_windows[0].end": ["b"] });
    const named = fieldErrorsOf(list);
    expect(named).toEqual({ "competition_details.open": ["a"], "service_need.service_periods[1].service_windows[0].end": ["b"] });
    const split = splitFieldErrors({ ...named, "": ["c"], unknown: ["d"] });
    expect(split.forms).toEqual(list.errors);
    expect(split.other).toEqual({ "": ["c"], unknown: ["d"] });
  });
});
