import { http } from "msw";
import { describe, expect, test } from "vitest";
import { api } from "~mocks/api";
import { handlers } from "~mocks/handlers";
import { competitionCreationHandlers } from "~mocks/handlers/competition-creation";
import { fieldErrors } from "~mocks/drf";
import { store } from "~mocks/store";
import { buildCompetitionPayload, draftEntries, FORM_ERRORS, newCompetitionDraft, REVIEW_STEP, type CompetitionDraft, type Entry } from "~/domain/competition-form";
import { getFixedT } from "~/i18n/i18n.server";
import * as route from "~/routes/manage.systemoperator.$id.competitions.new/route";
import type { CompetitionFormData } from "~/routes/manage.systemoperator.$id.competitions.new/create-competition.server";
import { csrfProtection } from "~/session/csrf.server";
import { takeFlash } from "~/session/flash.server";
import { paths } from "~/upstream/paths";
import { validDraft } from "../domain/competition-form/valid-draft";
import { createTestContext, Jar } from "../../support/context";
import { APP, args, get, jarWithToken, sandboxToken, settle, statusOf } from "../../support/requests";
import { callCount, sandbox, SANDBOX_BASE, useSandbox } from "../../support/sandbox";

useSandbox();
test("OPS-01 the sandbox serves competition creation with the other handlers", () => {
  expect(competitionCreationHandlers.every((handler) => handlers.includes(handler))).toBe(true);
});

const PAGE = "/manage/systemoperator/201/competitions/new";
const CREATE = `POST /${paths.operatorCompetitions}`;
const params = { id: "201" };

async function signedIn(email = "operator@example.com") {
  return jarWithToken(await sandboxToken(email));
}

/** A post of the whole draft as the page sends it (repeated names for the service days), with its anti-forgery token. */
async function postDraft(jar: Jar, draft: CompetitionDraft, intent: string, current: number, path = PAGE) {
  const [token, cookie] = await csrfProtection().commitToken(get(path, jar));
  if (cookie) jar.take([cookie]);
  const entries: Entry[] = [["csrf", token], ["intent", intent], ["current", String(current)], ...draftEntries(draft, ["competition_details", "service_need"])];
  return new Request(`${APP}${path}`, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function act(jar: Jar, draft: CompetitionDraft, intent: string, current: number) {
  const context = createTestContext();
  const outcome = await settle(async () => route.action(args(await postDraft(jar, draft, intent, current), params, context)));
  jar.take(context.setCookies);
  return { ...outcome, data: outcome.value as CompetitionFormData | undefined };
}

describe("manage:systemoperator:id:competitions new competition page", () => {
  test("OPS-01 opens on the details step with the defaults for the operator's own organisation", async () => {
    const { value } = await settle(async () => route.loader(args(get(PAGE, await signedIn()), params)));
    expect(value).toEqual({ draft: newCompetitionDraft(), current: 0 });
  });

  test("OPS-01 providers are refused, and so is another operator's organisation", async () => {
    const provider = await signedIn("provider@example.com");
    expect(statusOf((await settle(() => route.loader(args(get(PAGE, provider), params)))).thrown)).toBe(404);
    expect(statusOf((await act(provider, validDraft(), "submit", REVIEW_STEP)).thrown)).toBe(404);
    const operator = await signedIn();
    const elsewhere = await settle(() => route.loader(args(get("/manage/systemoperator/999/competitions/new", operator), { id: "999" })));
    expect(statusOf(elsewhere.thrown)).toBe(404);
    expect(callCount(CREATE)).toBe(0);
  });

  test("OPS-01 OPS-02 a valid draft submitted from the review creates a pending competition with UTC dates and returns to the list with a notification", async () => {
    const jar = await signedIn();
    const { response } = await act(jar, validDraft({ qualification_open: "2026-06-01T09:00" }), "submit", REVIEW_STEP);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/manage/systemoperator/201/competitions");
    expect(callCount(CREATE)).toBe(1);
    const created = store.market.competitions.at(-1)!;
    expect(created).toMatchObject({
      name: "Leeds winter peak",
      reference: "NPG-2027-01",
      status: "pending",
      operator_id: 201,
      competition_type: "availability_utilisation",
      qualification_open: "2026-06-01T08:00:00.000Z",
      qualification_closed: "2026-11-20T17:00:00.000Z",
      min_connection_voltage: 0.4,
      max_connection_voltage: 33,
      area_refs: ["NPG-YS"],
      boundary: store.market.licenceAreas.find((area) => area.ref === "NPG-YS")?.boundary,
    });
    expect(created.boundary).not.toBeNull();
    expect(created.service_periods).toHaveLength(1);
    expect(created.service_periods[0]).toMatchObject({ name: "Winter 2026/27", start: "2026-12-01", end: "2027-03-01" });
    expect(created.service_periods[0].windows[0]).toMatchObject({ start_time: "16:00", end_time: "19:30", service_days: [0, 1, 2, 3, 4], holiday_handling: "ignore", capacity_required: 2.5 });
    const t = getFixedT("en-GB", "operator");
    expect(await takeFlash(get("/", jar), createTestContext())).toEqual({
      title: t("new.created.title"),
      message: t("new.created.message", { name: "Leeds winter peak" }),
      tone: "success",
    });
  });

  test("OPS-01 the boundary joins the known licence areas named, and is null when none is known", async () => {
    const jar = await signedIn();
    await act(jar, validDraft({ reference: "TWO-AREAS", area_refs: "NPG-YS, NPG-NE, XX-UNKNOWN" }), "submit", REVIEW_STEP);
    const polygons = (ref: string) => {
      const low = store.market.licenceAreas.find((area) => area.ref === ref)!.boundary.low;
      return low.type === "Polygon" ? [low.coordinates] : low.coordinates;
    };
    expect(store.market.competitions.at(-1)?.boundary?.low).toEqual({ type: "MultiPolygon", coordinates: [...polygons("NPG-YS"), ...polygons("NPG-NE")] });
    await act(jar, validDraft({ reference: "NO-AREA", area_refs: "XX-UNKNOWN" }), "submit", REVIEW_STEP);
    expect(store.market.competitions.at(-1)).toMatchObject({ reference: "NO-AREA", area_refs: ["XX-UNKNOWN"], boundary: null });
  });

  test("OPS-01 OPS-02 a validation failure keeps the draft and puts each error next to its field, without calling the upstream", async () => {
    const draft = validDraft({ name: "", minimum_budget: "900", maximum_budget: "100", open: "2026-13-01T09:00", power_type: "reactive_power" });
    const { data } = await act(await signedIn(), draft, "next", 0);
    expect(data?.current).toBe(0);
    expect(data?.reply.status).toBe("error");
    expect(data?.reply.error).toEqual({
      "competition_details.name": ["validation:blank"],
      "competition_details.open": [FORM_ERRORS.dateTime],
      "competition_details.maximum_budget": [FORM_ERRORS.budgets],
      "competition_details.need_direction": [FORM_ERRORS.needDirection],
    });
    // What was typed comes back; the blank name is simply absent.
    const { name: _blank, ...typed } = draft.competition_details!;
    expect(data?.reply.initialValue).toEqual(JSON.parse(JSON.stringify({ ...draft, competition_details: typed })));
    expect(callCount(CREATE)).toBe(0);
  });

  test("OPS-01 submitting with a window error opens the periods step with the error on that window's field", async () => {
    const { data } = await act(await signedIn(), validDraft({ fixed_price: "on" }, { end: "16:00" }), "submit", REVIEW_STEP);
    expect(data?.current).toBe(1);
    expect(data?.reply.error).toEqual({
      "service_need.service_periods[0].service_windows[0].end": [FORM_ERRORS.windowEnd],
      "service_need.service_periods[0].service_windows[0].fixed_availability_price": [FORM_ERRORS.fixedPrice],
      "service_need.service_periods[0].service_windows[0].fixed_utilisation_price": [FORM_ERRORS.fixedPrice],
    });
    expect(callCount(CREATE)).toBe(0);
  });

  test("OPS-01 add window and the day presets change the draft on the server, and nothing typed is lost", async () => {
    const draft = validDraft({}, { service_day_preset: "weekends", service_days: ["0", "1"] });
    const { data } = await act(await signedIn(), draft, "add-window:0", 1);
    const back = data?.reply.initialValue as CompetitionDraft;
    expect(data?.current).toBe(1);
    expect(data?.reply.status).toBeUndefined();
    expect(back.competition_details).toEqual(draft.competition_details);
    const windows = back.service_need?.service_periods?.[0].service_windows;
    expect(windows).toHaveLength(2);
    expect(windows?.[0]).toMatchObject({ name: "Evening peak", service_day_preset: "weekends", service_days: ["5", "6"] });
    expect(windows?.[1]).toMatchObject({ service_day_preset: "every_day", public_holiday_handling: "ignore" });
  });

  test("OPS-01 the upstream's refusal of a details field lands on that field and the details step opens", async () => {
    const jar = await signedIn();
    await act(jar, validDraft(), "submit", REVIEW_STEP);
    const { data } = await act(jar, validDraft({ name: "Another name" }), "submit", REVIEW_STEP);
    expect(callCount(CREATE)).toBe(2);
    expect(data?.current).toBe(0);
    expect(data?.reply.error).toEqual({ "competition_details.reference": ["competition with this reference already exists."] });
    expect((data?.reply.initialValue as CompetitionDraft).competition_details?.name).toBe("Another name");
  });

  test("OPS-01 a nested upstream error on a window lands on that window's field and the periods step opens", async () => {
    sandbox.use(
      http.post(api(paths.operatorCompetitions), () =>
        fieldErrors({ service_need: { service_periods: [{ service_windows: [{ start: ["Outside the hours the network needs."] }] }] } } as never),
      ),
    );
    const { data } = await act(await signedIn(), validDraft(), "submit", REVIEW_STEP);
    expect(data?.current).toBe(1);
    expect(data?.reply.error).toEqual({ "service_need.service_periods[0].service_windows[0].start": ["Outside the hours the network needs."] });
  });

  test("OPS-01 an upstream refusal naming no field is shown above the form on the review step", async () => {
    sandbox.use(http.post(api(paths.operatorCompetitions), () => fieldErrors({ non_field_errors: ["The operator has no licence for these areas."] } as never)));
    const { data } = await act(await signedIn(), validDraft(), "submit", REVIEW_STEP);
    expect(data?.current).toBe(REVIEW_STEP);
    expect(data?.reply.error).toEqual({ "": ["The operator has no licence for these areas."] });
  });

  test("OPS-01 a post with an unknown intent is a bad request", async () => {
    const { thrown } = await act(await signedIn(), validDraft(), "publish-now", 0);
    expect(statusOf(thrown)).toBe(400);
  });
});

describe("the sandbox's create competition endpoint", () => {
  async function create(email: string, body: unknown) {
    return fetch(`${SANDBOX_BASE}${paths.operatorCompetitions}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await sandboxToken(email)}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  test("OPS-01 only system operators may create competitions", async () => {
    const response = await create("provider@example.com", {});
    expect(response.status).toBe(403);
  });

  test("OPS-01 OPS-02 the sandbox takes a window ending before its start as overnight and refuses one ending when it starts", async () => {
    const body = (window: { start: string; end: string }) => ({
      ...buildCompetitionPayload(validDraft()),
      service_need: { service_periods: [{ name: "P", start: "2026-12-01", end: "2027-03-01", service_windows: [{ name: "W", ...window, service_days: [0, 1, 2, 3, 4], capacity_required: 1 }] }] },
    });
    const refused = await create("operator@example.com", { ...body({ start: "23:00", end: "23:00" }), competition_details: { ...buildCompetitionPayload(validDraft()).competition_details, reference: "NIGHT-1" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { service_need: unknown }).service_need).toEqual({ service_periods: [{ service_windows: [{ end: ["The window cannot end at the time it starts."] }] }] });
    const created = await create("operator@example.com", { ...body({ start: "23:00", end: "06:00" }), competition_details: { ...buildCompetitionPayload(validDraft()).competition_details, reference: "NIGHT-2" } });
    expect(created.status).toBe(201);
    const window = ((await created.json()) as { service_periods: { windows: { start_time: string; end_time: string }[] }[] }).service_periods[0].windows[0];
    expect(window).toMatchObject({ start_time: "23:00", end_time: "06:00" });
  });

  test("OPS-01 OPS-02 refusals are DRF field errors nested like the body", async () => {
    const before = store.market.competitions.length;
    const response = await create("operator@example.com", {
      competition_details: { name: "", power_type: "active_power", need_direction: "import", open: "1 Dec", minimum_budget: 5, maximum_budget: 1 },
      service_need: { service_periods: [{ name: "P", start: "2026-12-01", end: "2026-12-01", service_windows: [{ name: "W", start: "25:00", end: "10:00", service_days: [], capacity_required: 1 }] }] },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { competition_details: Record<string, string[]>; service_need: { service_periods: Record<string, unknown>[] } };
    expect(body.competition_details).toMatchObject({
      name: ["This field may not be blank."],
      reference: ["This field is required."],
      need_direction: ['"import" is not a need direction of active_power.'],
      open: ["Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z]."],
      maximum_budget: ["The maximum budget must be at least the minimum budget."],
    });
    expect(body.service_need.service_periods[0]).toEqual({
      end: ["The period must end after it starts."],
      service_windows: [{ start: ["Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]]."], service_days: ["This list may not be empty."] }],
    });
    expect(store.market.competitions).toHaveLength(before);
  });

  test("OPS-01 QUAL-03 a competition created with duplicate_asset_overrides_from_competition starts with that competition's operator decisions", async () => {
    const decided = (competition: number) =>
      store.market.qualifications
        .filter((row) => row.competition === competition && ["qualified", "disqualified"].includes(row.eligibility_status))
        .map((row) => ({ flex_asset: row.flex_asset, planned: row.planned, organisation_id: row.organisation_id, eligibility_status: row.eligibility_status, reasons: row.reasons }));
    const source = store.market.competitions.find((competition) => competition.operator_id === 201 && decided(competition.id).some((row) => row.eligibility_status === "disqualified"))!;
    const payload = buildCompetitionPayload(validDraft({ reference: "NPG-2027-77", duplicate_asset_overrides_from_competition: String(source.id) }));
    const response = await create("operator@example.com", payload);
    expect(response.status).toBe(201);
    const made = (await response.json()) as { id: number };
    expect(decided(made.id)).toEqual(decided(source.id));
    expect(decided(made.id).length).toBeGreaterThan(0);
    // Nothing the rules alone decided is copied.
    expect(store.market.qualifications.filter((row) => row.competition === made.id)).toHaveLength(decided(source.id).length);

    const others = store.market.competitions.find((competition) => competition.operator_id !== 201)!;
    const refused = await create("operator@example.com", buildCompetitionPayload(validDraft({ reference: "NPG-2027-78", duplicate_asset_overrides_from_competition: String(others.id) })));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ competition_details: { duplicate_asset_overrides_from_competition: [`Invalid pk "${others.id}" - object does not exist.`] } });
  });
});
