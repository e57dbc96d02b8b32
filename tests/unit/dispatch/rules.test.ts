import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { nowMs, setNow } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { parseDay, serves, windowSchedule } from "~mocks/clearing/calendar";
import { addWindow, RESPONSE_WINDOWS, responseDeadline, responseWindowOf } from "~mocks/dispatch/response-window";
import { store } from "~mocks/store";
import { useSandbox } from "../../support/sandbox";
import { call } from "../sandbox/bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OPERATOR = "operator@example.com";

const seeded = (status: string) => store.dispatch.instructions.find((row) => row.organisation_id === 101 && statusOf(row.id) === status)!;
let statuses = new Map<number, string>();
const statusOf = (id: number) => statuses.get(id);
async function refreshStatuses() {
  const rows = (await call(OPERATOR, "GET", `${paths.dispatchInstructions}?limit=1000`)).body as { id: number; status: string }[];
  statuses = new Map(rows.map((row) => [row.id, row.status]));
}

describe("response windows", () => {
  it("DISP-02 follow the market: one hour day-ahead and post-fault, four hours week-ahead, 48 working hours months ahead", () => {
    const competition = (fields: object) => ({ qualification_type: "standard", tag: null, product_type: "secure", ...fields }) as Parameters<typeof responseWindowOf>[0];
    expect(responseWindowOf(competition({ qualification_type: "piclo_stac" })).code).toBe("day_ahead");
    expect(responseWindowOf(competition({ product_type: "dynamic" })).code).toBe("intraday");
    expect(responseWindowOf(competition({ tag: "Week Ahead", product_type: "sustain" })).code).toBe("week_ahead");
    expect(responseWindowOf(competition({ product_type: "sustain" })).code).toBe("month_ahead");
  });

  it("DISP-02 48 working hours skip the weekend, and the deadline is never after the start", () => {
    const friday = DateTime.fromISO("2027-01-08T12:00", { zone: "Europe/London" });
    expect(addWindow(friday, RESPONSE_WINDOWS.month_ahead).setZone("Europe/London").toISO()).toBe("2027-01-12T12:00:00.000+00:00");
    expect(addWindow(friday, RESPONSE_WINDOWS.week_ahead).toMillis() - friday.toMillis()).toBe(4 * 3_600_000);
    const start = friday.plus({ hours: 2 });
    expect(responseDeadline(friday, start, RESPONSE_WINDOWS.week_ahead).toMillis()).toBe(start.toMillis());
  });
});

describe("refusals", () => {
  it("DISP-02 an instruction not yet issued or already stopped cannot be answered", async () => {
    await refreshStatuses();
    const created = seeded("created");
    const stopped = store.dispatch.instructions.find((row) => row.organisation_id === 101 && row.stopped_at && row.response === null)!;
    const answer = await call(PROVIDER, "POST", paths.dispatchRespond, {
      responses: [
        { instruction: created.id, response: "accepted" },
        { instruction: stopped.id, response: "accepted" },
        { instruction: created.id, response: "maybe" },
      ],
    });
    expect(answer.body).toEqual({ "responses.2.response": ['"maybe" is not a valid choice.'] });
    const refused = await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: created.id, response: "accepted" }, { instruction: stopped.id, response: "accepted" }] });
    expect(refused.body).toEqual({ "responses.0.instruction": ["This instruction has not been issued yet."], "responses.1.instruction": ["This instruction has been stopped."] });
    expect((await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [] })).body).toEqual({ responses: ["This list may not be empty."] });
  });

  it("DISP-03 a rejected or expired instruction cannot be stopped; a duplicate id is named", async () => {
    await refreshStatuses();
    const rejected = seeded("rejected");
    const expired = seeded("expired");
    const refused = await call(OPERATOR, "POST", paths.dispatchStop, { instructions: [rejected.id, expired.id] });
    expect(refused.body).toEqual({
      "instructions.0": ["This instruction will not run: it was rejected or has expired."],
      "instructions.1": ["This instruction will not run: it was rejected or has expired."],
    });
    const scheduled = seeded("scheduled");
    expect((await call(OPERATOR, "POST", paths.dispatchStop, { instructions: [scheduled.id, scheduled.id] })).body).toEqual({ "instructions.1": ["This instruction appears more than once."] });
  });

  it("DISP-03 creation needs the window's required response time of notice", async () => {
    const competition = store.market.competitions.find((row) => row.name === "Yorkshire Winter Sustain")!;
    const period = competition.service_periods[0];
    const morning = period.windows.find((window) => window.start_time === "07:00")!;
    // Ten minutes before the morning window opens on the first day of its period it serves with none
    // of its bids dispatched yet (the seeded instructions come first): it needs fifteen.
    const schedule = windowSchedule(morning, period);
    const dispatched = new Set(store.dispatch.instructions.filter((row) => row.service_window === morning.id).map((row) => DateTime.fromISO(row.start, { zone: "Europe/London" }).toISODate()));
    let date = period.start;
    while (dispatched.has(date) || !serves(schedule.rule, parseDay(date)!)) date = DateTime.fromISO(date).plus({ days: 1 }).toISODate()!;
    const opens = DateTime.fromISO(`${date}T07:00`, { zone: "Europe/London" });
    setNow(opens.minus({ minutes: 10 }).toMillis());
    const late = await call(OPERATOR, "POST", paths.dispatchPreview, { competition: competition.id, date, service_windows: [morning.id] });
    expect(late.status).toBe(400);
    expect(late.body["service_windows.0"]).toContain("Too late: this dispatch needs 15 minutes' notice before it starts.");
    setNow(opens.minus({ minutes: 16 }).toMillis());
    const inTime = await call(OPERATOR, "POST", paths.dispatchPreview, { competition: competition.id, date, service_windows: [morning.id] });
    expect(inTime.status).toBe(200);
    expect(inTime.body.instructions.every((row: { start: string }) => row.start === opens.toUTC().toISO())).toBe(true);
    expect(nowMs()).toBeLessThan(opens.toMillis());
  });

  it("DISP-03 an asset declared unavailable over the instruction's time is named in the instruction", async () => {
    await refreshStatuses();
    const scheduled = seeded("scheduled");
    store.market.unavailabilities.push({
      id: 9001, flex_asset: scheduled.assets[0], planned: false, organisation_id: 101,
      unavailable_from: scheduled.start, unavailable_to: scheduled.end, reason: "Maintenance", created: scheduled.created, is_active: true,
    });
    const rows = (await call(PROVIDER, "GET", `${paths.dispatchInstructions}?ids=${scheduled.id}`)).body;
    expect(rows[0].unavailable_assets).toEqual([{ flex_asset: scheduled.assets[0], unavailable_from: scheduled.start, unavailable_to: scheduled.end, reason: "Maintenance" }]);
  });
});

describe("auto-accept rules", () => {
  it("DISP-02 a provider's rule answers matching new instructions at issue, naming itself; a switched-off rule or an unavailable asset does not", async () => {
    const competition = store.market.competitions.find((row) => row.name === "Yorkshire Winter Sustain")!;
    expect((await call(PROVIDER, "POST", paths.autoAcceptRules, { competition: null, flex_asset: 1, min_utilisation_price: -1 })).body).toEqual({
      min_utilisation_price: ["Ensure this value is greater than or equal to 0."],
    });
    const period = competition.service_periods[0];
    const morning = period.windows.find((window) => window.start_time === "07:00")!;
    // Two days before service starts; the rule is made then, as a rule answers only what is issued after it.
    setNow(DateTime.fromISO(`${period.start}T00:00`, { zone: "Europe/London" }).minus({ days: 2 }).toMillis());
    const made = await call(PROVIDER, "POST", paths.autoAcceptRules, { competition: competition.id, flex_asset: null, min_utilisation_price: null, require_available: true });
    expect(made.status).toBe(201);
    const date = DateTime.fromISO(period.start).plus({ days: 1 }).toISODate()!;
    const decisions = store.market.decisions.filter((decision) => decision.competition === competition.id);
    const demoBid = store.market.bids.find((bid) => bid.organisation_id === 101 && bid.service_window === morning.id && decisions.some((decision) => decision.bid_id === bid.id))!;
    const created = await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: competition.id, date, service_windows: [morning.id] });
    expect(created.status).toBe(201);
    const rows = (await call(OPERATOR, "GET", `${paths.dispatchInstructions}?limit=1000&ids=${created.body.instructions.map((row: { id: number }) => row.id).join(",")}`)).body as {
      flex_provider: { id: number }; status: string; auto_accept_rule: number | null; bid: number;
    }[];
    const own = rows.filter((row) => row.flex_provider.id === 101);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.status === "scheduled" && row.auto_accept_rule === made.body.id)).toBe(true);
    expect(rows.filter((row) => row.flex_provider.id !== 101).every((row) => row.status === "awaiting_response" && row.auto_accept_rule === null)).toBe(true);
    expect(own.some((row) => row.bid === demoBid.id)).toBe(true);
    expect(store.outbox.some((mail) => /accepted by your auto-accept rule$/.test(mail.subject))).toBe(true);

    expect((await call(PROVIDER, "DELETE", `${paths.autoAcceptRules}${made.body.id}/`)).status).toBe(204);
    const next = DateTime.fromISO(period.start).plus({ days: 2 }).toISODate()!;
    const later = await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: competition.id, date: next, service_windows: [morning.id] });
    expect(later.body.instructions.filter((row: { flex_provider: { id: number } }) => row.flex_provider.id === 101).every((row: { status: string }) => row.status === "awaiting_response")).toBe(true);
  });
});
