import type { MessageDescriptor } from "./messages";

/** `This field may not be blank.` */
export const blankMessage: MessageDescriptor = Object.freeze({ key: "blank" });
/** `This field is required`, the text bid forms use. */
export const requiredMessage: MessageDescriptor = Object.freeze({ key: "required" });

/** Empty is undefined, null, a blank or whitespace-only string, or an empty array; false, 0 and "0" are filled. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export interface RequiredErrorOptions {
  /** Errors show only once the section is marked for validation. */
  markedForValidation: boolean;
  /** Bid forms use `This field is required` instead of `This field may not be blank.` */
  bidForm?: boolean;
}

export function requiredError(value: unknown, options: RequiredErrorOptions): MessageDescriptor | null {
  if (!options.markedForValidation || !isBlank(value)) return null;
  return options.bidForm ? requiredMessage : blankMessage;
}
