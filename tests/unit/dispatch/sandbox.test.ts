import { beforeEach, describe, expect, it } from "vitest";
import { advanceClock, nowMs, setNow } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { periodAt, statusAt } from "~mocks/dispatch/lifecycle";
import { formatDay, serves } from "~mocks/clearing/calendar";
import { windowInstance, windowsOf } from "~mocks/dispatch/dispatchable";
import { store } from "~mocks/store";
import { useSandbox } from "../../support/sandbox";
import { call } from "../sandbox/bidding-fixtures";

useSandbox();
const PROVIDER = "provider@example.com";
const OTHER_PROVIDER = "max@example.com";
const OPERATOR = "operator@example.com";

type Row = { id: number; status: string; period: string; response: string | null; start: string; response_deadline: string; issue_at: string; flex_provider: { id: number } };
const list = async (email: string, query = "") => (await call(email, "GET", `${paths.dispatchInstructions}?limit=1000${query}`)).body as Row[];
const byStatus = async (email: string, status: string) => (await list(email)).filter((row) => row.status === status);

/** A day of the seeded competition's service period that a window serves and the seeded instructions leave free, with its window. */
function servedDay() {
  const competition = store.market.competitions.find((candidate) => candidate.name === "Yorkshire Winter Sustain")!;
  const firstDay = Math.floor(Date.parse(competition.service_periods[0].start) / 86_400_000);
  for (let day = Math.max(firstDay, Math.floor(nowMs() / 86_400_000) + 1); ; day++) {
    // A day the seeded instructions already take for the window would be refused: the bids are dispatched then.
    const taken = (windowId: number) => store.dispatch.instructions.some((row) => row.service_window === windowId && Math.floor(Date.parse(row.start) / 86_400_000) === day);
    const window = windowsOf(competition).find((candidate) => windowInstance(competition, candidate, day).served && serves(windowInstance(competition, candidate, day).schedule.rule, day) && !taken(candidate.id));
    if (window) return { competition, window, date: formatDay(day) };
  }
}

describe("seeded instructions", () => {
  it("DISP-01 the demo provider has an instruction in every status, dated around the clock's day; the operator sees every provider's", async () => {
    const rows = await list(PROVIDER);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["created", "awaiting_response", "scheduled", "delivered", "expired", "rejected", "stop"]));
    expect(rows.every((row) => row.flex_provider.id === 101)).toBe(true);
    const operator = await list(OPERATOR);
    expect(operator.length).toBeGreaterThan(rows.length);
    expect((await list(OTHER_PROVIDER)).every((row) => row.flex_provider.id === 102)).toBe(true);
    const upcoming = await list(PROVIDER, "&period=upcoming");
    expect(upcoming.every((row) => row.period === "upcoming")).toBe(true);
    expect(upcoming.length).toBeGreaterThan(0);
  });
});

describe("lifecycle at every clock boundary", () => {
  it("DISP-01 created until issue_at, awaiting until the deadline, expired from the deadline on", () => {
    const instruction = store.dispatch.instructions.find((row) => statusAt(row, nowMs()) === "created")!;
    const issue = Date.parse(instruction.issue_at);
    const deadline = Date.parse(instruction.response_deadline);
    expect(statusAt(instruction, issue - 1)).toBe("created");
    expect(statusAt(instruction, issue)).toBe("awaiting_response");
    expect(statusAt(instruction, deadline - 1)).toBe("awaiting_response");
    expect(statusAt(instruction, deadline)).toBe("expired");
  });

  it("DISP-01 an accepted instruction is scheduled until its end and delivered from its end; a stop wins over every status", () => {
    const instruction = store.dispatch.instructions.find((row) => statusAt(row, nowMs()) === "scheduled")!;
    const end = Date.parse(instruction.end);
    expect(statusAt(instruction, end - 1)).toBe("scheduled");
    expect(statusAt(instruction, end)).toBe("delivered");
    expect(statusAt({ ...instruction, stopped_at: new Date(end - 10).toISOString() }, end + 1)).toBe("stop");
  });

  it("DISP-01 DISP-03 a stopped instruction stays upcoming (as stop) until it was due to start; stopped while running, it is past at once", () => {
    const instruction = store.dispatch.instructions.find((row) => statusAt(row, nowMs()) === "scheduled")!;
    const [start, end] = [Date.parse(instruction.start), Date.parse(instruction.end)];
    const before = { ...instruction, stopped_at: new Date(start - 3_600_000).toISOString() };
    expect(periodAt(before, start - 3_600_000)).toBe("upcoming");
    expect(periodAt(before, start - 1)).toBe("upcoming");
    expect(periodAt(before, start)).toBe("past");
    const running = { ...instruction, stopped_at: new Date(start + 60_000).toISOString() };
    expect(periodAt(running, start + 60_000)).toBe("past");
    expect(periodAt(instruction, end - 1)).toBe("upcoming");
    expect(periodAt(instruction, end)).toBe("past");
  });

  it("DISP-01 moving the sandbox clock past the deadline turns an awaiting instruction into expired, and past the end moves it to past", async () => {
    const [waiting] = await byStatus(PROVIDER, "awaiting_response");
    setNow(Date.parse(waiting.response_deadline));
    expect((await list(PROVIDER)).find((row) => row.id === waiting.id)?.status).toBe("expired");
    const [scheduled] = await byStatus(PROVIDER, "scheduled");
    const instruction = store.dispatch.instructions.find((row) => row.id === scheduled.id)!;
    setNow(Date.parse(instruction.end));
    const after = (await list(PROVIDER)).find((row) => row.id === scheduled.id)!;
    expect(after).toMatchObject({ status: "delivered", period: "past" });
  });

  it("DISP-02 an instruction whose instants cannot be read is unknown, not awaiting a response, and the status filter finds it by unknown alone", async () => {
    const [waiting] = await byStatus(PROVIDER, "awaiting_response");
    store.dispatch.instructions.find((row) => row.id === waiting.id)!.response_deadline = "";
    const unknown = await list(PROVIDER, "&status=unknown");
    expect(unknown.map((row) => [row.id, row.status])).toEqual([[waiting.id, "unknown"]]);
    expect((await list(PROVIDER, "&status=awaiting_response")).map((row) => row.id)).not.toContain(waiting.id);
    // Read with the others, as a comma list.
    expect((await list(PROVIDER, "&status=unknown,created")).map((row) => row.status).sort()).toEqual(["created", "unknown"]);
    expect((await call(PROVIDER, "GET", `${paths.dispatchInstructions}?status=lost`)).body).toEqual({ status: ["Select a valid choice. lost is not one of the available choices."] });
  });

  it("DISP-01 an instruction is issued (and its e-mail sent to the provider's dispatch team) when its issue time comes", async () => {
    const [created] = await byStatus(PROVIDER, "created");
    const before = store.outbox.length;
    setNow(Date.parse(created.issue_at));
    expect((await list(PROVIDER)).find((row) => row.id === created.id)?.status).toBe("awaiting_response");
    const mails = store.outbox.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(["ops@brightside.example"]);
    expect(mails[0].subject).toMatch(/^New dispatch instruction DI-0+\d+$/);
  });
});

describe("answers", () => {
  it("DISP-02 accepts and rejects several at once, records who and when, and refuses a second answer", async () => {
    const [first, second] = await byStatus(PROVIDER, "awaiting_response");
    const answered = await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: first.id, response: "accepted" }, { instruction: second.id, response: "rejected" }] });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject([{ status: "scheduled", responded_by: { id: 1 } }, { status: "rejected" }]);
    expect(Math.abs(Date.parse(answered.body[0].responded_at) - nowMs())).toBeLessThan(5_000);
    const again = await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: first.id, response: "rejected" }] });
    expect(again).toMatchObject({ status: 400, body: { "responses.0.instruction": ["This instruction has already been answered."] } });
  });

  it("DISP-02 an answer after the deadline is refused and the instruction is expired; other providers and operators cannot answer", async () => {
    const [waiting] = await byStatus(PROVIDER, "awaiting_response");
    setNow(Date.parse(waiting.response_deadline));
    const late = await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: waiting.id, response: "accepted" }] });
    expect(late).toMatchObject({ status: 400, body: { "responses.0.instruction": ["The response deadline has passed: this instruction has expired."] } });
    const stranger = await call(OTHER_PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: waiting.id, response: "accepted" }] });
    expect(stranger.body["responses.0.instruction"]).toEqual([`Invalid pk "${waiting.id}" - object does not exist.`]);
    expect((await call(OPERATOR, "POST", paths.dispatchRespond, { responses: [] })).status).toBe(403);
  });

  it("DISP-02 a refused batch changes nothing", async () => {
    const [waiting] = await byStatus(PROVIDER, "awaiting_response");
    const [rejected] = await byStatus(PROVIDER, "rejected");
    const answered = await call(PROVIDER, "POST", paths.dispatchRespond, { responses: [{ instruction: waiting.id, response: "accepted" }, { instruction: rejected.id, response: "accepted" }] });
    expect(answered.status).toBe(400);
    expect((await list(PROVIDER)).find((row) => row.id === waiting.id)?.status).toBe("awaiting_response");
  });
});

describe("create and stop", () => {
  it("DISP-03 the preview and the create compute volume and cost from the accepted bids, and the provider is told", async () => {
    const { competition, window, date } = servedDay();
    const body = { competition: competition.id, date, service_windows: [window.id] };
    const preview = await call(OPERATOR, "POST", paths.dispatchPreview, body);
    expect(preview.status).toBe(200);
    const rows = preview.body.instructions as { expected_volume: number; capacity: number; start: string; end: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const volume = rows.reduce((sum, row) => sum + (row.capacity * (Date.parse(row.end) - Date.parse(row.start))) / 3_600_000, 0);
    expect(preview.body.total_volume).toBeCloseTo(volume, 2);
    const count = store.dispatch.instructions.length;
    expect(store.dispatch.instructions.length).toBe(count);
    const created = await call(OPERATOR, "POST", paths.dispatchInstructions, body);
    expect(created.status).toBe(201);
    expect(created.body.instructions).toHaveLength(rows.length);
    expect(created.body.instructions.every((row: Row) => row.status === "awaiting_response")).toBe(true);
    const again = await call(OPERATOR, "POST", paths.dispatchInstructions, body);
    expect(again.status).toBe(400);
    expect(Object.values(again.body).flat()).toContain("This bid already has a dispatch instruction at this time.");
  });

  it("DISP-03 creation is refused for another operator's or an open competition, a day the window does not serve, and a providers' account", async () => {
    const { competition, window, date } = servedDay();
    const open = store.market.competitions.find((candidate) => candidate.operator_id === 201 && candidate.status === "open")!;
    expect((await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: open.id, date, service_windows: [window.id] })).body).toEqual({
      competition: ["Dispatch instructions can only be created once bidding has closed."],
    });
    const foreign = store.market.competitions.find((candidate) => candidate.operator_id !== 201)!;
    expect((await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: foreign.id, date, service_windows: [window.id] })).body).toEqual({
      competition: [`Invalid pk "${foreign.id}" - object does not exist.`],
    });
    const before = formatDay(Math.floor(Date.parse(competition.service_periods[0].start) / 86_400_000) - 1);
    expect((await call(OPERATOR, "POST", paths.dispatchInstructions, { competition: competition.id, date: before, service_windows: [window.id] })).body).toEqual({
      "service_windows.0": [`This service window does not serve ${before}.`],
    });
    expect((await call(PROVIDER, "POST", paths.dispatchInstructions, { competition: competition.id, date, service_windows: [window.id] })).status).toBe(403);
  });

  it("DISP-03 a stop applies to a scheduled instruction once and cannot be undone; an ended one cannot be stopped", async () => {
    const [scheduled] = await byStatus(OPERATOR, "scheduled");
    const stopped = await call(OPERATOR, "POST", paths.dispatchStop, { instructions: [scheduled.id] });
    expect(stopped.body).toMatchObject([{ status: "stop" }]);
    expect((await call(OPERATOR, "POST", paths.dispatchStop, { instructions: [scheduled.id] })).body).toEqual({ "instructions.0": ["This instruction has already been stopped."] });
    const [delivered] = await byStatus(OPERATOR, "delivered");
    expect((await call(OPERATOR, "POST", paths.dispatchStop, { instructions: [delivered.id] })).body).toEqual({ "instructions.0": ["This instruction has already ended."] });
    advanceClock(60_000);
    expect((await list(OPERATOR)).find((row) => row.id === scheduled.id)?.status).toBe("stop");
  });
});
