import { z } from "zod";
import { chunk, settleWithConcurrency } from "~/domain/chunks";
import { BULK_CHUNK_SIZE, BULK_PARALLEL_CHUNKS, FETCH_BY_IDS_CHUNK, PAGE_SIZE } from "~/domain/session-constants";
import type { Client, Query } from "./client.server";
import { totalFromContentRange } from "./content-range";
import { UpstreamDataError } from "./errors";
import { recordPath, setInactivePath } from "./paths";

type Id = string | number;

/** A failed chunk of a bulk write: the rows it carried (with their positions) and why. */
export type BulkFailure<Row> = { chunkIndex: number; rows: { index: number; row: Row }[]; error: unknown };
export type BulkResult<Row, Out> = { saved: Out[]; failures: BulkFailure<Row>[] };

/** Generic resource operations of 000 §7 over one collection path, parsed with `item`. */
export function resource<S extends z.ZodTypeAny>(client: Client, collection: string, item: S) {
  type Item = z.output<S>;
  const many = z.array(item);

  async function list(query: Query & { limit?: number; offset?: number } = {}) {
    const { data, response } = await client.json("GET", collection, many, { query });
    return { items: data as Item[], total: totalFromContentRange(response.headers.get("content-range")) };
  }

  async function count(query: Query = {}): Promise<number> {
    const response = await client.send("GET", collection, { query: { ...query, limit: 1, offset: 0 } });
    await response.text();
    const total = totalFromContentRange(response.headers.get("content-range"));
    if (total === null) throw new UpstreamDataError(collection, "no total in the content-range header");
    return total;
  }

  const get = async (id: Id, query?: Query): Promise<Item> =>
    (await client.json("GET", recordPath(collection, id), item, { query })).data;
  const create = async (body: unknown): Promise<Item> => (await client.json("POST", collection, item, { body })).data;
  const update = async (id: Id, body: unknown, action?: string): Promise<Item> =>
    (await client.json("PUT", recordPath(collection, id, action), item, { body })).data;
  const patch = async (id: Id, body: unknown): Promise<Item> =>
    (await client.json("PATCH", recordPath(collection, id), item, { body })).data;

  async function remove(id: Id): Promise<void> {
    await (await client.send("DELETE", recordPath(collection, id))).text();
  }

  async function options(): Promise<unknown> {
    return (await client.send("OPTIONS", collection)).json();
  }

  async function setInactive(ids: Id[]): Promise<void> {
    await (await client.send("POST", setInactivePath(collection), { body: { ids } })).text();
  }

  /** Bulk writes go in chunks of 250, two in flight; the chunks that fail are reported, the rest kept. */
  async function bulk<Row>(method: "POST" | "PATCH", rows: readonly Row[]): Promise<BulkResult<Row, Item>> {
    const indexed = rows.map((row, index) => ({ index, row }));
    const outcomes = await settleWithConcurrency(chunk(indexed, BULK_CHUNK_SIZE), BULK_PARALLEL_CHUNKS, async (part) => {
      const body = part.map((entry) => entry.row);
      return (await client.json(method, collection, many, { body })).data as Item[];
    });
    const result: BulkResult<Row, Item> = { saved: [], failures: [] };
    for (const outcome of outcomes) {
      if (outcome.ok) result.saved.push(...outcome.value);
      else result.failures.push({ chunkIndex: outcome.index, rows: outcome.input, error: outcome.error });
    }
    return result;
  }

  /** Every page of a list (page size 1000 by default); pages after the first go `concurrency` at a time. */
  async function fetchAll(query: Query = {}, { pageSize = PAGE_SIZE, concurrency = 1 } = {}): Promise<Item[]> {
    const first = await list({ ...query, limit: pageSize, offset: 0 });
    if (first.total === null || first.total <= first.items.length) return first.items;
    const offsets: number[] = [];
    for (let offset = pageSize; offset < first.total; offset += pageSize) offsets.push(offset);
    const pages = await settleWithConcurrency(offsets, concurrency, async (offset) =>
      (await list({ ...query, limit: pageSize, offset })).items,
    );
    const items = [...first.items];
    for (const page of pages) {
      if (!page.ok) throw page.error;
      items.push(...page.value);
    }
    return items;
  }

  /** Records by id: ids comma-joined, 1000 to a request. */
  async function fetchByIds(ids: readonly Id[], query: Query = {}, { chunkSize = FETCH_BY_IDS_CHUNK, param = "ids" } = {}) {
    const parts = chunk([...new Set(ids)], chunkSize);
    const pages = await settleWithConcurrency(parts, BULK_PARALLEL_CHUNKS, async (part) =>
      (await list({ ...query, [param]: part, limit: part.length })).items,
    );
    return pages.flatMap((page) => {
      if (!page.ok) throw page.error;
      return page.value;
    });
  }

  return {
    list,
    count,
    get,
    create,
    update,
    patch,
    remove,
    options,
    setInactive,
    bulkCreate: <Row>(rows: readonly Row[]) => bulk("POST", rows),
    bulkPatch: <Row>(rows: readonly Row[]) => bulk("PATCH", rows),
    fetchAll,
    fetchByIds,
  };
}
