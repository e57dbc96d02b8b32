/**
 * The value kept under a key, built and kept on first use. A kept `null` counts as an answer.
 * When the map holds `limit` values it starts afresh: the caches using it hold answers that are
 * cheap to build again, over keys clients can multiply (addresses, ids).
 */
export function keptIn<K, V>(values: Map<K, V>, key: K, limit: number, build: () => V): V {
  if (values.has(key)) return values.get(key) as V;
  // Built before anything is kept: when building throws, nothing is.
  const value = build();
  if (values.size >= limit) values.clear();
  values.set(key, value);
  return value;
}
