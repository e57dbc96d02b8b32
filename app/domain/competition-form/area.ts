/** The area a competition covers, as typed in its details: reference lists and postcodes. */

/** Licence area refs: separated by commas or spaces, each once. */
export function parseAreaRefs(value: string | undefined): string[] {
  return [...new Set((value ?? "").split(/[\s,;]+/).map((ref) => ref.trim()).filter(Boolean))];
}

/** Postcodes hold a space, so only commas, semicolons and line breaks separate them. */
export function parsePostcodes(value: string | undefined): string[] {
  const postcodes = (value ?? "").split(/[,;\n]+/).map((postcode) => postcode.trim().replace(/\s+/g, " ").toUpperCase()).filter(Boolean);
  return [...new Set(postcodes)];
}
