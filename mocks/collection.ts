import { pagedJson } from "./paging";
import { HttpResponse, http } from "msw";
import type { z } from "zod";
import { recordPath, setInactivePath } from "~/upstream/paths";
import { api } from "./api";
import { fieldErrors, forbidden, notFound, readJson, zodFieldErrors } from "./drf";
import { authenticate, isResponse, type Caller } from "./session";

type Row = { id: number; is_active?: boolean };

export type CollectionSpec<R extends Row> = {
  /** The app's collection path, e.g. `auth/team-members/`. */
  path: string;
  name: string;
  description: string;
  rows: () => R[];
  replaceRows: (rows: R[]) => void;
  /** Which rows the caller may see (and change). */
  visible: (caller: Caller, row: R) => boolean;
  canWrite: (caller: Caller) => boolean;
  input: z.ZodObject<z.ZodRawShape>;
  build: (caller: Caller, input: Record<string, unknown>, id: number) => R;
  nextId: () => number;
  filters: (keyof R & string)[];
  /** PUT {id}/{action}/ handlers, e.g. resend_invite. */
  actions?: Record<string, (row: R, caller: Caller) => Response | R>;
  /** Rules over the store beyond the input schema (a unique e-mail…): field errors, or null. `row` is absent on create. */
  check?: (caller: Caller, input: Record<string, unknown>, row?: R) => Record<string, string[]> | null;
  /** What else a new record sets in motion (an invitation…). */
  afterCreate?: (caller: Caller, row: R) => void;
  /** set_inactive: a refusal (as a response) before anything changes, and what follows it. */
  beforeSetInactive?: (caller: Caller, rows: R[]) => Response | null;
  afterSetInactive?: (caller: Caller, rows: R[]) => void;
};


function filtered<R extends Row>(spec: CollectionSpec<R>, caller: Caller, url: URL): R[] {
  let rows = spec.rows().filter((row) => spec.visible(caller, row));
  const ids = url.searchParams.get("ids");
  if (ids) {
    const wanted = new Set(ids.split(",").map(Number));
    rows = rows.filter((row) => wanted.has(row.id));
  }
  for (const field of spec.filters) {
    const value = url.searchParams.get(field);
    if (value !== null) rows = rows.filter((row) => String(row[field]) === value);
  }
  const ordering = url.searchParams.get("ordering") ?? "id";
  const descending = ordering.startsWith("-");
  const key = ordering.replace(/^-/, "") as keyof R;
  return [...rows].sort((a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * (descending ? -1 : 1));
}

/**
 * A generic DRF-style collection: list (limit, offset, content-range), get, count, create
 * (one or a list, all-or-nothing), update (with an optional action), patch (one or a list),
 * delete, options and set_inactive.
 */
export function collectionHandlers<R extends Row>(spec: CollectionSpec<R>) {
  const collection = api(spec.path);
  const record = api(recordPath(spec.path, ":id"));
  const recordAction = api(recordPath(spec.path, ":id", ":action"));

  async function writer(request: Request): Promise<Caller | Response> {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    return spec.canWrite(caller) ? caller : forbidden();
  }

  function find(caller: Caller, id: unknown): R | undefined {
    return spec.rows().find((row) => String(row.id) === String(id) && spec.visible(caller, row));
  }

  function validateMany(caller: Caller, items: unknown[], partial: boolean, rows?: (R | undefined)[]) {
    const schema = partial ? spec.input.partial() : spec.input;
    const results = items.map((item) => schema.safeParse(item));
    const errors = results.map((result, index) => {
      if (!result.success) return zodFieldErrors(result.error);
      const row = rows?.[index];
      if (rows && !row) return {};
      return spec.check?.(caller, result.data as Record<string, unknown>, row) ?? {};
    });
    return { results, errors, failed: errors.some((itemErrors) => Object.keys(itemErrors).length > 0) };
  }

  return [
    http.get(collection, async ({ request }) => {
      const caller = await authenticate(request);
      if (isResponse(caller)) return caller;
      return pagedJson(request, filtered(spec, caller, new URL(request.url)));
    }),

    http.post(api(setInactivePath(spec.path)), async ({ request }) => {
      const caller = await writer(request);
      if (isResponse(caller)) return caller;
      const body = (await readJson(request)) as { ids?: unknown } | undefined;
      if (!Array.isArray(body?.ids) || body.ids.length === 0) return fieldErrors({ ids: ["This field is required."] });
      const found = body.ids.map((id) => find(caller, id));
      if (found.some((row) => !row)) return notFound();
      const rows = found as R[];
      const refusal = spec.beforeSetInactive?.(caller, rows);
      if (refusal) return refusal;
      rows.forEach((row) => (row.is_active = false));
      spec.afterSetInactive?.(caller, rows);
      return HttpResponse.json({ updated: rows.length });
    }),

    http.post(collection, async ({ request }) => {
      const caller = await writer(request);
      if (isResponse(caller)) return caller;
      const body = await readJson(request);
      const items = Array.isArray(body) ? body : [body ?? {}];
      const { results, errors, failed } = validateMany(caller, items, false);
      if (failed) return HttpResponse.json(Array.isArray(body) ? errors : errors[0], { status: 400 });
      const created = results.map((result) => spec.build(caller, result.data as Record<string, unknown>, spec.nextId()));
      spec.replaceRows([...spec.rows(), ...created]);
      created.forEach((row) => spec.afterCreate?.(caller, row));
      return HttpResponse.json(Array.isArray(body) ? created : created[0], { status: 201 });
    }),

    http.patch(collection, async ({ request }) => {
      const caller = await writer(request);
      if (isResponse(caller)) return caller;
      const body = await readJson(request);
      if (!Array.isArray(body)) return fieldErrors({ non_field_errors: ["Expected a list of items."] });
      const rows = body.map((item) => find(caller, (item as { id?: unknown })?.id));
      const { results, errors, failed } = validateMany(caller, body, true, rows);
      rows.forEach((row, index) => row || (errors[index] = { id: ["Not found."] }));
      if (failed || rows.some((row) => !row)) return HttpResponse.json(errors, { status: 400 });
      rows.forEach((row, index) => Object.assign(row!, results[index].data));
      return HttpResponse.json(rows);
    }),

    http.options(collection, () =>
      HttpResponse.json({
        name: spec.name,
        description: spec.description,
        renders: ["application/json"],
        parses: ["application/json"],
        actions: {
          POST: Object.fromEntries(
            Object.entries(spec.input.shape).map(([field, schema]) => [field, { required: !(schema as z.ZodTypeAny).isOptional(), read_only: false, label: field }]),
          ),
        },
      }),
    ),

    http.get(record, async ({ request, params }) => {
      const caller = await authenticate(request);
      if (isResponse(caller)) return caller;
      const row = find(caller, params.id);
      return row ? HttpResponse.json(row) : notFound();
    }),

    http.put(recordAction, async ({ request, params }) => {
      const caller = await writer(request);
      if (isResponse(caller)) return caller;
      const row = find(caller, params.id);
      const action = spec.actions?.[String(params.action)];
      if (!row || !action) return notFound();
      const result = action(row, caller);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),

    ...(["put", "patch"] as const).map((method) =>
      http[method](record, async ({ request, params }) => {
        const caller = await writer(request);
        if (isResponse(caller)) return caller;
        const row = find(caller, params.id);
        if (!row) return notFound();
        const schema = method === "put" ? spec.input : spec.input.partial();
        const parsed = schema.safeParse(await readJson(request));
        if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
        const problems = spec.check?.(caller, parsed.data as Record<string, unknown>, row);
        if (problems && Object.keys(problems).length) return fieldErrors(problems);
        Object.assign(row, parsed.data);
        return HttpResponse.json(row);
      }),
    ),

    http.delete(record, async ({ request, params }) => {
      const caller = await writer(request);
      if (isResponse(caller)) return caller;
      const row = find(caller, params.id);
      if (!row) return notFound();
      spec.replaceRows(spec.rows().filter((candidate) => candidate !== row));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
