import { http, HttpResponse, delay } from "msw";
import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import { sandboxToken } from "../../support/requests";
import { callCount, sandbox, useSandbox } from "../../support/sandbox";
import { createClient } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { filesApi } from "~/upstream/files.server";
import { usersApi } from "~/upstream/users.server";
import { resource } from "~/upstream/resources.server";
import { z } from "zod";

useSandbox();

const BASE = "http://sandbox.test/api/";
const asProvider = async () => createClient({ baseUrl: BASE, locale: "en-GB", token: await sandboxToken("provider@example.com") });

describe("generic resource operations on team members", () => {
  test("CALL-03 list (limit, offset), get by id, count from content-range, create, update, patch, delete, options", async () => {
    const team = usersApi(await asProvider()).teamMembers;
    const page = await team.list({ limit: 2, offset: 1 });
    expect(page.items.map((member) => member.id)).toEqual([2, 3]);
    expect(page.total).toBe(4);
    expect(await team.count()).toBe(4);
    expect((await team.get(2)).email).toBe("ops@brightside.example");

    const created = await team.create({ email: "analyst@brightside.example", roles: ["analytics"] });
    expect(created).toMatchObject({ email: "analyst@brightside.example", is_activated: false });
    expect(await team.count()).toBe(5);
    const updated = await team.update(created.id, { email: "analyst@brightside.example", first_name: "Nia", last_name: "Ward", roles: ["analytics", "settlement"] });
    expect(updated.roles).toEqual(["analytics", "settlement"]);
    expect((await team.patch(created.id, { first_name: "Nia B." })).first_name).toBe("Nia B.");
    const metadata = (await team.options()) as { actions: { POST: Record<string, { required: boolean }> } };
    expect(metadata.actions.POST.email.required).toBe(true);
    await team.remove(created.id);
    await expect(team.get(created.id)).rejects.toMatchObject({ status: 404, detail: "Not found." });
  });

  test("CALL-03 update with an action goes to {id}/{action}/", async () => {
    const team = usersApi(await asProvider()).teamMembers;
    const member = await team.update(4, {}, "resend_invite");
    expect(member.email).toBe("new.member@example.com");
    expect(store.outbox.at(-1)?.to).toBe("new.member@example.com");
    await expect(team.update(1, {}, "resend_invite")).rejects.toMatchObject({ status: 400 });
  });

  test("CALL-08 invalid writes answer DRF field errors", async () => {
    const team = usersApi(await asProvider()).teamMembers;
    const error: UpstreamError = await team.create({ email: "not-an-email", roles: [] }).catch((caught) => caught);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ email: ["Enter a valid email address."], roles: ["Choose at least one role."] });
  });

  test("CALL-06 POST {resource}/set_inactive/ makes records inactive", async () => {
    const team = usersApi(await asProvider()).teamMembers;
    await team.setInactive([2, 3]);
    const inactive = await team.list({ is_active: false });
    expect(inactive.items.map((member) => member.id)).toEqual([2, 3]);
  });
});

describe("bulk writes, pages and ids", () => {
  test("CALL-04 bulk create goes in chunks of 250 with two chunks in flight, and keeps the chunks that succeed", async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const sizes: number[] = [];
    sandbox.use(
      http.post("*/api/things/", async ({ request }) => {
        const rows = (await request.json()) as { n: number }[];
        sizes.push(rows.length);
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await delay(10);
        inFlight--;
        if (rows.some((row) => row.n === 600)) return HttpResponse.json(rows.map((row) => (row.n === 600 ? { n: ["Too big."] } : {})), { status: 400 });
        return HttpResponse.json(rows.map((row) => ({ id: row.n })), { status: 201 });
      }),
    );
    const things = resource(createClient({ baseUrl: BASE, locale: "en-GB" }), "things/", z.object({ id: z.number() }));
    const rows = Array.from({ length: 1001 }, (_, n) => ({ n }));
    const result = await things.bulkCreate(rows);
    expect(sizes.sort((a, b) => b - a)).toEqual([250, 250, 250, 250, 1]);
    expect(mostInFlight).toBe(2);
    expect(result.saved).toHaveLength(751);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0].chunkIndex).toBe(2);
    expect(result.failures[0].rows[0]).toEqual({ index: 500, row: { n: 500 } });
    expect((result.failures[0].error as UpstreamError).body).toBeInstanceOf(Array);
  });

  test("CALL-04 bulk patch sends lists of changes to the collection", async () => {
    const team = usersApi(await asProvider()).teamMembers;
    const result = await team.bulkPatch([{ id: 2, last_name: "Pryce" }, { id: 3, roles: ["settlement", "analytics"] }]);
    expect(result.failures).toEqual([]);
    expect(result.saved.map((member) => member.id)).toEqual([2, 3]);
    expect(store.teamMembers.find((member) => member.id === 2)?.last_name).toBe("Pryce");
  });

  test("CALL-05 paginated fetch reads every page of 1000, with the concurrency asked for", async () => {
    const offsets: number[] = [];
    sandbox.use(
      http.get("*/api/many/", ({ request }) => {
        const url = new URL(request.url);
        const limit = Number(url.searchParams.get("limit"));
        const offset = Number(url.searchParams.get("offset"));
        offsets.push(offset);
        const items = Array.from({ length: Math.max(0, Math.min(limit, 2500 - offset)) }, (_, index) => ({ id: offset + index }));
        return HttpResponse.json(items, { headers: { "Content-Range": `items ${offset}-${offset + items.length - 1}/2500` } });
      }),
    );
    const many = resource(createClient({ baseUrl: BASE, locale: "en-GB" }), "many/", z.object({ id: z.number() }));
    const all = await many.fetchAll({}, { concurrency: 2 });
    expect(all).toHaveLength(2500);
    expect(all.at(-1)).toEqual({ id: 2499 });
    expect(offsets.sort((a, b) => a - b)).toEqual([0, 1000, 2000]);
  });

  test("CALL-05 fetch by ids joins ids with commas, 1000 to a request", async () => {
    const requested: string[] = [];
    sandbox.use(
      http.get("*/api/byid/", ({ request }) => {
        const ids = new URL(request.url).searchParams.get("ids")!;
        requested.push(ids);
        return HttpResponse.json(ids.split(",").map((id) => ({ id: Number(id) })));
      }),
    );
    const records = resource(createClient({ baseUrl: BASE, locale: "en-GB" }), "byid/", z.object({ id: z.number() }));
    const ids = Array.from({ length: 2300 }, (_, n) => n + 1);
    const found = await records.fetchByIds(ids);
    expect(found).toHaveLength(2300);
    expect(requested.map((list) => list.split(",").length).sort((a, b) => b - a)).toEqual([1000, 1000, 300]);
    expect(requested.find((list) => list.startsWith("1,"))).toMatch(/^1,2,3,/);
  });
});

describe("shared calls", () => {
  test("CALL-07 features list and the current user (first_name, last_name)", async () => {
    const users = usersApi(await asProvider());
    expect(await users.features()).toEqual(expect.arrayContaining(["explore", "exchange"]));
    expect(await users.currentUser()).toMatchObject({ first_name: "Priya", last_name: "Shah" });
  });

  test("CALL-07 a template downloads under the name from content-disposition", async () => {
    const template = await filesApi(await asProvider()).template("bids");
    expect(template.fileName).toBe("flexmarket-bids-template.csv");
    expect(template.contentType).toContain("text/csv");
    expect(await new Response(template.body).text()).toMatch(/^competition_id,service_window_id/);
  });

  test("CALL-07 an upload is multipart with org_id, and creates a file record", async () => {
    const files = filesApi(await asProvider());
    const record = await files.upload("bids", new Blob(["competition_id\n1\n"], { type: "text/csv" }), "bids.csv", 101);
    expect(record).toMatchObject({ type: "bids", name: "bids.csv", status: "Uploaded", org_id: 101 });
    const wrongOrg = await files.upload("bids", new Blob(["x"]), "bids.csv", 999).catch((caught) => caught);
    expect(wrongOrg.status).toBe(403);
    expect(callCount("POST /files/upload/bids/")).toBe(2);
  });
});
