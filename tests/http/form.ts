/**
 * What a browser without JavaScript sends for a form: its named inputs (checkboxes and
 * radios only when ticked), the chosen option of each select and each textarea's text.
 */
export type Entries = [string, string][];

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** The fields of the form whose id is given, in document order. */
export function formEntries(html: string, formId: string): Entries {
  const start = html.indexOf(`id="${formId}"`);
  if (start < 0) throw new Error(`no form ${formId}`);
  const body = html.slice(start, html.indexOf("</form>", start));
  const entries: Entries = [];
  for (const match of body.matchAll(/<input\b[^>]*>|<select\b[^>]*>[\s\S]*?<\/select>|<textarea\b[^>]*>[\s\S]*?<\/textarea>/g)) {
    const element = match[0];
    const name = attr(element, "name");
    if (!name) continue;
    if (element.startsWith("<input")) {
      const type = (attr(element, "type") ?? "text").toLowerCase();
      if (["submit", "button", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|\/|>)/.test(element)) continue;
      entries.push([name, decode(attr(element, "value") ?? (type === "checkbox" ? "on" : ""))]);
    } else if (element.startsWith("<select")) {
      const options = [...element.matchAll(/<option\b[^>]*>/g)].map(([option]) => option);
      const chosen = options.find((option) => /\sselected(=|\s|>)/.test(option)) ?? options[0];
      entries.push([name, decode(chosen ? attr(chosen, "value") ?? "" : "")]);
    } else {
      entries.push([name, decode(element.replace(/^<textarea[^>]*>/, "").replace(/<\/textarea>$/, ""))]);
    }
  }
  return entries;
}

/** Replaces (or adds) single values; a list value replaces every entry of that name. */
export function withValues(entries: Entries, values: Record<string, string | string[]>): Entries {
  let result = [...entries];
  for (const [name, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value];
    const at = result.findIndex(([key]) => key === name);
    result = result.filter(([key]) => key !== name);
    result.splice(at < 0 ? result.length : at, 0, ...list.map((item): [string, string] => [name, item]));
  }
  return result;
}
