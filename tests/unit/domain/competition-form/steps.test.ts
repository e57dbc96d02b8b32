import { describe, expect, it } from "vitest";
import { applyIntent, draftOf, formList, intentValue, parseIntent, REVIEW_STEP, type FormIntent } from "~/domain/competition-form";
import { validDraft, validWindow } from "./valid-draft";

describe("moving through the steps", () => {
  it("OPS-01 Continue stays on a step with errors and shows them", () => {
    const { list, ready } = applyIntent(formList(validDraft({ reference: "" }), 0), { kind: "next" });
    expect(ready).toBe(false);
    expect(list.current).toBe(0);
    expect(list.errors[0]).toEqual({ reference: ["validation:blank"] });
  });

  it("OPS-01 Continue moves on from a valid step, Back and Change go back without checking", () => {
    const draft = validDraft({}, { name: "" });
    const toPeriods = applyIntent(formList(draft, 0), { kind: "next" }).list;
    expect(toPeriods.current).toBe(1);
    expect(applyIntent(toPeriods, { kind: "back" }).list.current).toBe(0);
    expect(applyIntent(formList(draft, REVIEW_STEP), { kind: "edit", step: 1 }).list).toMatchObject({ current: 1, errors: [{}, {}] });
  });

  it("OPS-01 Submit is ready only when every form is valid", () => {
    const ok = applyIntent(formList(validDraft(), REVIEW_STEP), { kind: "submit" });
    expect(ok.ready).toBe(true);
    const failing = applyIntent(formList(validDraft({}, { capacity_required: "" }), REVIEW_STEP), { kind: "submit" });
    expect(failing.ready).toBe(false);
    expect(failing.list.current).toBe(1);
    expect(failing.list.errors[1]).toEqual({ "service_periods[0].service_windows[0].capacity_required": ["validation:blank"] });
  });

  it("OPS-01 add and remove change periods and windows and keep everything typed", () => {
    const start = formList(validDraft(), 1);
    const added = applyIntent(applyIntent(start, { kind: "add-period" }).list, { kind: "add-window", period: 0 }).list;
    const periods = draftOf(added).service_need!.service_periods!;
    expect(periods).toHaveLength(2);
    expect(periods[0].service_windows).toHaveLength(2);
    expect(periods[0].service_windows![0]).toEqual(validWindow());
    expect(periods[1].service_windows).toHaveLength(1);
    const removed = applyIntent(applyIntent(added, { kind: "remove-window", period: 0, window: 0 }).list, { kind: "remove-period", period: 1 }).list;
    expect(draftOf(removed).service_need!.service_periods).toHaveLength(1);
    expect(draftOf(removed).service_need!.service_periods![0].service_windows).toHaveLength(1);
    expect(removed.current).toBe(1);
    expect(draftOf(removed).competition_details).toEqual(validDraft().competition_details);
  });

  it("OPS-01 removing re-checks errors already shown, as positions move", () => {
    const draft = validDraft();
    draft.service_need!.service_periods![0].service_windows!.unshift(validWindow({ name: "" }));
    const checked = applyIntent(formList(draft, 1), { kind: "next" }).list;
    expect(Object.keys(checked.errors[1])).toEqual(["service_periods[0].service_windows[0].name"]);
    expect(applyIntent(checked, { kind: "remove-window", period: 0, window: 0 }).list.errors[1]).toEqual({});
  });

  it.each<FormIntent>([
    { kind: "next" },
    { kind: "back" },
    { kind: "submit" },
    { kind: "add-period" },
    { kind: "edit", step: 2 },
    { kind: "remove-period", period: 3 },
    { kind: "add-window", period: 1 },
    { kind: "remove-window", period: 1, window: 12 },
  ])("OPS-01 the button value of %j reads back as the same intent", (intent) => {
    expect(parseIntent(intentValue(intent))).toEqual(intent);
  });

  it("OPS-01 an unknown intent is not read", () => {
    expect(parseIntent("delete-everything")).toBeNull();
    expect(parseIntent("remove-window:1")).toBeNull();
    expect(parseIntent(null)).toBeNull();
  });
});
