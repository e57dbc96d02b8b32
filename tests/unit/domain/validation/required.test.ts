import { describe, expect, test } from "vitest";
import { englishMessage } from "~/domain/validation/messages";
import { blankMessage, isBlank, requiredError, requiredMessage } from "~/domain/validation/required";

describe("isBlank", () => {
  test("VAL-05 empty means undefined, null, an empty or whitespace-only string, or an empty array", () => {
    for (const value of [undefined, null, "", "   ", "\t\n", []]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(true);
    }
  });

  test("VAL-05 false counts as filled, and so do 0, '0' and other values", () => {
    for (const value of [false, 0, "0", "a", " x ", ["a"], {}, true]) {
      expect(isBlank(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("requiredError", () => {
  test("VAL-05 an empty required field gives 'This field may not be blank.' once marked for validation", () => {
    const error = requiredError("", { markedForValidation: true });
    expect(error).toEqual({ key: "blank" });
    expect(englishMessage(error!)).toBe("This field may not be blank.");
  });

  test("VAL-05 errors are shown only after the section is marked for validation", () => {
    expect(requiredError("", { markedForValidation: false })).toBeNull();
    expect(requiredError(undefined, { markedForValidation: false, bidForm: true })).toBeNull();
    expect(requiredError(undefined, { markedForValidation: true })).toEqual({ key: "blank" });
  });

  test("VAL-05 false, 0 and '0' count as filled even when marked for validation", () => {
    expect(requiredError(false, { markedForValidation: true })).toBeNull();
    expect(requiredError(0, { markedForValidation: true })).toBeNull();
    expect(requiredError("0", { markedForValidation: true })).toBeNull();
  });

  test("VAL-05 whitespace-only text and an empty array are blank", () => {
    expect(requiredError("  ", { markedForValidation: true })).toEqual({ key: "blank" });
    expect(requiredError([], { markedForValidation: true })).toEqual({ key: "blank" });
  });

  test("VAL-05 bid forms use 'This field is required' (no full stop)", () => {
    const error = requiredError(null, { markedForValidation: true, bidForm: true });
    expect(error).toEqual({ key: "required" });
    expect(englishMessage(error!)).toBe("This field is required");
  });

  test("VAL-05 both required messages are provided and cannot be changed by callers", () => {
    expect(englishMessage(blankMessage)).toBe("This field may not be blank.");
    expect(englishMessage(requiredMessage)).toBe("This field is required");
    expect(Object.isFrozen(blankMessage)).toBe(true);
    expect(Object.isFrozen(requiredMessage)).toBe(true);
  });
});
