/**
 * A website as organisations give it: an http or https address with a host name. Other schemes
 * parse as URLs too (`javascript:…`, `data:…`) and must never be kept as someone's website.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
}
