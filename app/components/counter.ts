export const TEXTAREA_MAX_CHARACTERS = 500;
export const TEXTAREA_ROWS = 4;

/** Characters left before `max`; never negative, even if the text is already too long. */
export function remainingCharacters(text: string | null | undefined, max: number = TEXTAREA_MAX_CHARACTERS): number {
  return Math.max(0, max - (text ?? "").length);
}
