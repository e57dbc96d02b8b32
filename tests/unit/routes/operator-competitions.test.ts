import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import { FLAGS } from "~/domain/flags";
import { getFixedT } from "~/i18n/i18n.server";
import * as route from "~/routes/manage.systemoperator.$id.competitions._index/route";
import { takeFlash } from "~/session/flash.server";
import { paths } from "~/upstream/paths";
import { createTestContext, type Jar } from "../../support/context";
import { args, get, jarWithToken, post, sandboxToken, setFeatures, settle, statusOf } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";

useSandbox();

const OPERATOR = "operator@example.com";
const LIST = "/manage/systemoperator/201/competitions";
const params = { id: "201" };
const CLOSED = 4;

type LoaderData = Awaited<ReturnType<typeof route.loader>>;

async function signedIn(email = OPERATOR) {
  return jarWithToken(await sandboxToken(email));
}

async function load(jar: Jar, query = "") {
  const { value, thrown } = await settle(() => route.loader(args(get(`${LIST}${query}`, jar), params)));
  if (thrown) throw thrown;
  return value as LoaderData;
}

async function act(jar: Jar, fields: Record<string, string>) {
  const context = createTestContext();
  const outcome = await settle(async () => route.action(args(await post(`${LIST}?index&competition=${fields.competition}`, fields, jar), params, context)));
  jar.take(context.setCookies);
  return outcome;
}

describe("manage:systemoperator:id:competitions", () => {
  test("OPS-01 lists the operator's own competitions, archived ones too, by name with their reference, status and confirmation, and nothing else; closed ones come with it expanded", async () => {
    const data = await load(await signedIn());
    const own = store.market.competitions.filter((competition) => competition.operator_id === 201 && competition.name);
    expect(data.competitions.some((competition) => competition.status === "archived")).toBe(true);
    expect(data.withinArea).toBe(false);
    expect(data.competitions.map((competition) => competition.id).sort((a, b) => a - b)).toEqual(own.map((competition) => competition.id).sort((a, b) => a - b));
    expect(data.competitions.map((competition) => competition.name)).toEqual([...data.competitions.map((competition) => competition.name)].sort((a, b) => a!.localeCompare(b!)));
    const closed = data.competitions.filter((competition) => competition.status === "closed");
    expect(closed.map((competition) => competition.id).sort((a, b) => a - b)).toEqual([4, 5, 42, 43]);
    for (const [id, confirmed] of [[4, false], [5, true], [42, false], [43, true]] as const) {
      expect(closed.find((competition) => competition.id === id)?.confirmation?.confirmed).toBe(confirmed);
    }
    // The list asks the upstream for what it shows, nothing more.
    for (const competition of data.competitions) expect(Object.keys(competition).sort()).toEqual(["confirmation", "id", "name", "reference", "status"]);
    expect(data.selected).toBeNull();
  });

  test("OPS-01 with the area flag every competition in the operator's licence areas is listed", async () => {
    await setFeatures(OPERATOR, [...store.users.find((user) => user.email === OPERATOR)!.features, FLAGS.allCompetitionsInArea]);
    const data = await load(await signedIn());
    expect(data.withinArea).toBe(true);
    const others = data.competitions.filter((competition) => {
      const stored = store.market.competitions.find((candidate) => candidate.id === competition.id);
      return stored?.operator_id !== 201;
    });
    expect(others.map((competition) => competition.name)).toContain("Pennines Cross-Boundary Flexibility");
  });

  test("OPS-01 DEC-01 providers are refused, and so is another operator's organisation", async () => {
    const provider = await signedIn("provider@example.com");
    expect(statusOf((await settle(() => route.loader(args(get(LIST, provider), params)))).thrown)).toBe(404);
    expect(statusOf((await act(provider, { intent: "decide", competition: String(CLOSED), decision: "36:approve" })).thrown)).toBe(404);
    const elsewhere = await settle(async () => route.loader(args(get("/manage/systemoperator/202/competitions", await signedIn()), { id: "202" })));
    expect(statusOf(elsewhere.thrown)).toBe(404);
    expect(callCount(`POST /${paths.decisions}`)).toBe(0);
  });

  test("DEC-01 a closed competition shows its bid summaries per window and its bids with assets and grid supply points", async () => {
    const data = await load(await signedIn(), `?competition=${CLOSED}`);
    expect(data.selected?.competition).toMatchObject({ id: CLOSED, name: "Teesside Dynamic", status: "closed" });
    expect(data.selected?.summary?.windows.map((window) => window.window_id)).toEqual([11, 12, 13]);
    const active = store.market.bids.filter((bid) => bid.competition === CLOSED && bid.is_active);
    expect(data.selected?.bids.map((bid) => bid.id).sort((a, b) => a - b)).toEqual(active.map((bid) => bid.id).sort((a, b) => a - b));
    // Each bid as the table shows it: the names of its assets and grid supply points, nothing the table does not show.
    const stored = active.find((bid) => bid.id === data.selected?.bids[0].id)!;
    const gspNames = stored.grid_supply_points.map((id) => store.market.gridSupplyPoints.find((gsp) => gsp.id === id)!.name);
    expect(data.selected?.bids[0].gridSupplyPoints).toBe(gspNames.join(", "));
    expect(data.selected?.bids[0].assets).toMatch(/\w/);
    expect(Object.keys(data.selected!.bids[0]).sort()).toEqual(
      ["assets", "availability_price", "capacity", "gridSupplyPoints", "id", "organisation", "outcome", "service_fee", "service_window", "utilisation_price"],
    );
    expect(data.clearing).toBeNull();
    expect(data.autoWarning).toBe(false);
  });

  test("DEC-01 approving and rejecting a bid (the button's `<bid>:approve` or `<bid>:reject`) posts {bid_id, approved} upstream and stores the decision", async () => {
    const jar = await signedIn();
    const [first, second] = store.market.bids.filter((bid) => bid.competition === CLOSED && bid.is_active);
    const approved = await act(jar, { intent: "decide", competition: String(CLOSED), decision: `${first.id}:approve` });
    expect(approved.response?.status).toBe(302);
    // Back to the list at the decided bid's row.
    expect(approved.response?.headers.get("Location")).toBe(`${LIST}?competition=${CLOSED}#bid-${first.id}`);
    const t = getFixedT("en-GB", "clearing");
    expect(await takeFlash(get("/", jar), createTestContext())).toMatchObject({ title: t("pages.decision.approved.title"), tone: "success" });
    await act(jar, { intent: "decide", competition: String(CLOSED), decision: `${second.id}:reject` });
    expect(callCount(`POST /${paths.decisions}`)).toBe(2);
    const latest = (bidId: number) => store.market.decisions.filter((decision) => decision.bid_id === bidId).at(-1);
    expect(latest(first.id)?.approved).toBe(true);
    expect(latest(second.id)?.approved).toBe(false);
    const data = await load(jar, `?competition=${CLOSED}`);
    expect(data.selected?.bids.find((bid) => bid.id === first.id)?.outcome).toBe("accepted");
    expect(data.selected?.bids.find((bid) => bid.id === second.id)?.outcome).toBe("rejected");
  });

  test("DEC-01 a malformed decision is refused before the upstream is called", async () => {
    const jar = await signedIn();
    for (const decision of ["abc:maybe", "36:true", "36", "0:approve", "-4:reject", "36:approve:x", "99999999999999999:approve"]) {
      const { thrown } = await act(jar, { intent: "decide", competition: String(CLOSED), decision });
      expect(statusOf(thrown), decision).toBe(400);
    }
    expect(statusOf((await act(jar, { intent: "decide", competition: String(CLOSED) })).thrown)).toBe(400);
    expect(callCount(`POST /${paths.decisions}`)).toBe(0);
  });

  test("CLEAR-06 auto bid decisioning asks first, then overwrites the decisions on the page", async () => {
    const jar = await signedIn();
    expect((await load(jar, `?competition=${CLOSED}&auto=1`)).autoWarning).toBe(true);
    const [bid] = store.market.bids.filter((candidate) => candidate.competition === CLOSED && candidate.is_active);
    await act(jar, { intent: "decide", competition: String(CLOSED), decision: `${bid.id}:approve` });
    const before = store.market.decisions.filter((decision) => decision.bid_id === bid.id).at(-1)!;
    const { response } = await act(jar, { intent: "auto-decide", competition: String(CLOSED) });
    expect(response?.status).toBe(302);
    expect(callCount(`POST /${paths.autoDecisions}`)).toBe(1);
    expect(store.market.decisions).not.toContainEqual(before);
    const after = store.market.decisions.filter((decision) => decision.competition === CLOSED);
    expect(after.length).toBeGreaterThan(0);
    const t = getFixedT("en-GB", "clearing");
    expect(await takeFlash(get("/", jar), createTestContext())).toMatchObject({ title: t("pages.auto.done.title"), tone: "success" });
    expect((await load(jar, `?competition=${CLOSED}`)).selected?.summary?.totals.accepted_capacity).toBeGreaterThan(0);
  });

  test("CLEAR-06 the warning and clearing are not offered for a competition that has not closed", async () => {
    const data = await load(await signedIn(), "?competition=1&auto=1");
    expect(data.selected?.competition.status).toBe("open");
    expect(data.autoWarning).toBe(false);
  });

  test("OPS-01 a competition of another operator outside the area is not found", async () => {
    const { thrown } = await settle(async () => route.loader(args(get(`${LIST}?competition=15`, await signedIn()), params)));
    expect(statusOf(thrown)).toBe(404);
  });
});
