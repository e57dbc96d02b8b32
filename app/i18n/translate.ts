/**
 * The browser's translator: the few things this app asks of i18next (nested keys, a
 * `namespace:` prefix, `{{name}}` values, `count` plurals by the language's plural rules,
 * `defaultValue`, `returnObjects`) over the texts the page loaded, so i18next itself stays on
 * the server. The server and the tests keep i18next; both sides draw the same texts.
 */
export type TextResources = Record<string, Record<string, unknown>>;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: unknown; returnObjects?: boolean };

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** As i18next on the server does: a value not given keeps its placeholder, a null one is empty. */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(values, name);
    return value === undefined ? whole : value === null ? "" : String(value);
  });
}

/**
 * A `t` for these namespaces (the first is the default) over `resources`, for `language`.
 * `resources` is read at each call, so namespaces added to it later are found; `onMissing` hears
 * of a namespace asked for before it arrived.
 */
export function translator(language: string, resources: TextResources, namespaces: readonly string[], onMissing?: (namespace: string) => void) {
  let plurals: Intl.PluralRules | undefined;
  return (rawKey: string, options: TranslateOptions = {}): unknown => {
    const split = rawKey.indexOf(":");
    const [ns, key] = split > 0 ? [rawKey.slice(0, split), rawKey.slice(split + 1)] : [namespaces[0] ?? "common", rawKey];
    const tree = resources[ns];
    if (tree === undefined) onMissing?.(ns);
    let found: unknown;
    if (typeof options.count === "number") {
      plurals ??= new Intl.PluralRules(language);
      found = lookup(tree, `${key}_${plurals.select(options.count)}`) ?? lookup(tree, `${key}_other`);
    }
    found ??= lookup(tree, key);
    if (found !== undefined && typeof found === "object" && !options.returnObjects) found = undefined;
    if (found === undefined) found = options.defaultValue ?? rawKey;
    return typeof found === "string" ? interpolate(found, options) : found;
  };
}
