/** Splits a list into consecutive chunks of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError("chunk size must be at least 1");
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export type Settled<T, R> =
  | { index: number; input: T; ok: true; value: R }
  | { index: number; input: T; ok: false; error: unknown };

/**
 * Runs `worker` over `inputs` with at most `concurrency` calls in flight, and reports
 * every outcome in input order: one failure does not lose the others' results.
 */
export async function settleWithConcurrency<T, R>(
  inputs: readonly T[],
  concurrency: number,
  worker: (input: T, index: number) => Promise<R>,
): Promise<Settled<T, R>[]> {
  const outcomes: Settled<T, R>[] = new Array(inputs.length);
  let next = 0;
  async function lane() {
    while (next < inputs.length) {
      const index = next++;
      const input = inputs[index];
      try {
        outcomes[index] = { index, input, ok: true, value: await worker(input, index) };
      } catch (error) {
        outcomes[index] = { index, input, ok: false, error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, inputs.length)) }, lane));
  return outcomes;
}
