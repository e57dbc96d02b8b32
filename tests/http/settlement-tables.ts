import { text, type Page } from "./browser";

/** An amount as shown ("£1,234.56", "-£12.00"), in pennies. */
export const pennies = (shown: string) => Math.round(Number(shown.replace(/[£,\s]/g, "")) * 100);

/** The overview's row of a month, keyed by its column headings. */
export function overviewRow(page: Page, month: string) {
  const headings = [...page.html.match(/<thead>[\s\S]*?<\/thead>/)![0].matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => text(match[1]).trim());
  const row = page.html.match(new RegExp(`<tr data-month="${month}">([\\s\\S]*?)</tr>`))![1];
  const cells = [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((match) => text(match[1]).trim());
  return Object.fromEntries(headings.map((heading, index) => [heading, cells[index]]));
}

/** The figures at the foot of an invoice (Availability, Utilisation, …, Net, VAT, Total). */
export function invoiceTotals(page: Page) {
  const list = page.html.match(/<dl class="settlement-facts">([\s\S]*?)<\/dl>/)![1];
  return Object.fromEntries([...list.matchAll(/<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map((match) => [text(match[1]).trim(), text(match[2]).trim()]));
}
