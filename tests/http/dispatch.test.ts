import { DateTime } from "luxon";
import Papa from "papaparse";
import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, appUrl, sandbox, text } from "./browser";
import { formEntries, withValues } from "./form";

const UPCOMING = "/operations/upcomingdispatches";

beforeEach(async () => {
  await sandbox().reset();
});

/** Ids of the rows that carry a checkbox (answerable for a provider, stoppable for an operator). */
const checkboxIds = (html: string) => [...html.matchAll(/type="checkbox"[^>]*name="instruction"[^>]*value="(\d+)"/g)].map((match) => Number(match[1]));
const rowText = (html: string, id: number) => text(html.match(new RegExp(`<tr data-instruction="${id}">[\\s\\S]*?</tr>`))?.[0] ?? "");

/** The create dialog's part of a page (the list behind it has its own competition filter). */
const dialog = (html: string) => html.slice(html.indexOf('role="dialog"'));
const competitionOptions = (html: string) => [...dialog(html).matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((match) => ({ id: match[1], name: match[2] }));

/** As a browser without JavaScript reaches a competition's service windows: the competition first, then "Show its service windows". */
async function chooseCompetition(browser: NoJsBrowser, competition: string, values: Record<string, string> = {}) {
  const form = await browser.get(`${UPCOMING}/create`);
  return browser.get(`${UPCOMING}/create?${new URLSearchParams(withValues(formEntries(form.html, "dispatch-create"), { ...values, competition, step: "windows" }))}`);
}

/** Yorkshire Winter Sustain's id and its morning peak window, and a window of another competition. */
async function createChoices(browser: NoJsBrowser) {
  const competitions = competitionOptions((await browser.get(`${UPCOMING}/create`)).html);
  const competition = competitions.find(({ name }) => name.startsWith("Yorkshire Winter Sustain"))?.id;
  const windows = await chooseCompetition(browser, competition!);
  const window = windows.html.match(/name="window" value="(\d+)"[^>]*\/?>Yorkshire Winter Sustain: Morning peak/)?.[1];
  let foreign: string | undefined;
  for (const other of competitions.filter(({ id }) => id !== competition)) {
    foreign ??= (await chooseCompetition(browser, other.id)).html.match(/name="window" value="(\d+)"/)?.[1];
  }
  return { competition, window, foreign, windows };
}

/** The first day from tomorrow on which the window can be dispatched: a bid has one instruction at a time, and the seeded ones come first. */
async function freeDay(browser: NoJsBrowser, competition: string, window: string) {
  const today = await sandbox().today();
  for (let day = 1; day <= 40; day++) {
    const date = today.plus({ days: day }).toISODate()!;
    if (/Total accepted volume/.test(text((await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&window=${window}`)).html))) return date;
  }
  throw new Error(`no day in the next 40 on which window ${window} can be dispatched`);
}

async function signedIn(email: string) {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

describe("provider answers without JavaScript", () => {
  test("DISP-01 ROUTE-01 the Operations link leads to the upcoming dispatches, and both roles get all three pages", async () => {
    for (const email of ["provider@example.com", "operator@example.com"]) {
      const browser = await signedIn(email);
      const home = await browser.get("/home");
      expect(home.html).toContain(`href="${UPCOMING}"`);
      for (const path of [UPCOMING, "/operations/pastdispatches", "/operations/dispatchschedule"]) {
        const page = await browser.get(path);
        expect(page.status).toBe(200);
        expect(text(page.html)).toContain("Upcoming dispatches");
      }
      expect(text((await browser.get("/operations/dispatchschedule")).html)).toContain("Dispatch timeline for the next seven days");
    }
  });

  test("DISP-02 accepts one and rejects another through the confirmation, shows who answered, and refuses a second answer", async () => {
    const browser = await signedIn("provider@example.com");
    const [first, second] = checkboxIds((await browser.get(UPCOMING)).html);
    const confirm = await browser.get(`${UPCOMING}/respond?instruction=${first}&response=accepted`);
    expect(text(confirm.html)).toContain("Dispatch instructions once accepted or rejected cannot be changed.");
    const accepted = await browser.post(`${UPCOMING}/respond?instruction=${first}&response=accepted`, { instruction: String(first), response: "accepted" });
    expect(accepted.url).toMatch(/\/operations\/upcomingdispatches$/);
    expect(text(accepted.html)).toContain("Instructions accepted");
    expect(rowText(accepted.html, first)).toMatch(/Scheduled .*Accepted by Priya Shah/);

    await browser.get(`${UPCOMING}/respond?instruction=${second}&response=rejected`);
    const rejected = await browser.post(`${UPCOMING}/respond?instruction=${second}&response=rejected`, { instruction: String(second), response: "rejected" });
    expect(rowText(rejected.html, second)).toMatch(/Rejected .*Rejected by Priya Shah/);

    await browser.get(`${UPCOMING}/respond?instruction=${first}&response=rejected`);
    const twice = await browser.post(`${UPCOMING}/respond?instruction=${first}&response=rejected`, { instruction: String(first), response: "rejected" });
    expect(twice.status).toBe(400);
    expect(text(twice.html)).toContain("This instruction has already been answered.");
    expect(rowText((await browser.get(UPCOMING)).html, first)).toContain("Scheduled");
  });

  test("DISP-02 'Accept selected' with nothing ticked says to select one first and offers only Cancel", async () => {
    const browser = await signedIn("provider@example.com");
    const none = await browser.get(`${UPCOMING}/respond?response=accepted`);
    expect(text(none.html)).toContain("Select at least one instruction first.");
    const dialog = none.html.slice(none.html.indexOf('role="dialog"'), none.html.indexOf('class="cookie-banner"'));
    expect(dialog).not.toMatch(/<button[^>]*>Confirm</);
    expect(dialog).not.toMatch(/<button type="submit"[^>]*>Accept/);
    expect(dialog).toMatch(/href="\/operations\/upcomingdispatches"[^>]*>Cancel</);
  });

  test("DISP-02 answers several at once with one confirmation", async () => {
    const browser = await signedIn("provider@example.com");
    const ids = checkboxIds((await browser.get(UPCOMING)).html);
    expect(ids.length).toBeGreaterThan(1);
    const confirm = await browser.get(`${UPCOMING}/respond?${ids.map((id) => `instruction=${id}`).join("&")}&response=accepted`);
    expect(text(confirm.html)).toContain(`Accept ${ids.length} dispatch instructions?`);
    const done = await browser.post(`${UPCOMING}/respond`, { instruction: ids.join(","), response: "accepted" });
    expect(text(done.html)).toContain(`Your answer to ${ids.length} instructions has been sent.`);
    expect(checkboxIds(done.html)).toEqual([]);
  });

  test("DISP-02 after the response deadline (sandbox clock moved) the answer is refused and the instruction shows as expired", async () => {
    const [waiting] = checkboxIds((await (await signedIn("provider@example.com")).get(UPCOMING)).html);
    // Every seeded instruction awaiting an answer has less than four hours left (a week-ahead window).
    await sandbox().advanceClock(5 * 3600);
    const browser = await signedIn("provider@example.com");
    await browser.get(`${UPCOMING}/respond?instruction=${waiting}&response=accepted`);
    const late = await browser.post(`${UPCOMING}/respond?instruction=${waiting}&response=accepted`, { instruction: String(waiting), response: "accepted" });
    expect(late.status).toBe(400);
    expect(text(late.html)).toContain("The response deadline has passed: this instruction has expired.");
    expect(rowText((await browser.get(UPCOMING)).html, waiting)).toContain("Expired");
  });
});

describe("the status filter", () => {
  test("DISP-02 offers every status 001 §3 lists, Unknown among them, and filtering by Unknown asks the upstream for it rather than showing every instruction", async () => {
    const browser = await signedIn("provider@example.com");
    const page = await browser.get(UPCOMING);
    const select = page.html.match(/<select name="status"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? "";
    const labels = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]+)<\/option>/g)].map((match) => match[2]);
    expect(labels).toEqual(expect.arrayContaining(["Created", "Scheduled", "Awaiting response", "Expired", "Rejected", "Stop", "Unknown"]));
    expect(checkboxIds(page.html).length).toBeGreaterThan(0);
    // The sandbox places every seeded instruction in its lifecycle: none is unknown, and the choice is kept.
    for (const list of [UPCOMING, "/operations/pastdispatches"]) {
      const unknown = await browser.get(`${list}?status=unknown`);
      expect(unknown.status).toBe(200);
      expect(unknown.html).toMatch(/<option value="unknown" selected="">Unknown<\/option>/);
      expect(unknown.html).not.toMatch(/<tr data-instruction=/);
      expect(text(unknown.html)).toContain("No dispatch instructions match.");
    }
  });
});

describe("expected cost of an availability-only competition", () => {
  test("DISP-01 the lists say an instruction of a competition that pays no utilisation price expects £0.00 because it is paid for availability only", async () => {
    for (const email of ["provider@example.com", "operator@example.com"]) {
      const browser = await signedIn(email);
      for (const path of [UPCOMING, "/operations/pastdispatches", "/operations/dispatchschedule"]) {
        const page = await browser.get(path);
        const ids = [...page.html.matchAll(/<tr data-instruction="(\d+)"/g)].map((match) => Number(match[1]));
        expect(ids.length, `${email} ${path}`).toBeGreaterThan(0);
        for (const id of ids) {
          // Every seeded instruction is in Yorkshire Winter Sustain, which pays for availability only.
          expect(rowText(page.html, id), `${email} ${path} ${id}`).toMatch(/Yorkshire Winter Sustain .* £0\.00 (Not incurred: stopped )?No utilisation payment: availability only /);
        }
      }
    }
  });
});

describe("the dispatch schedule without JavaScript", () => {
  test("DISP-01 each lane is named once, in full: its drawn name may be cut to fit but keeps an asset's number, and its title gives the whole name", async () => {
    for (const email of ["provider@example.com", "operator@example.com"]) {
      const browser = await signedIn(email);
      const page = await browser.get("/operations/dispatchschedule");
      const [names, opening, drawn] = page.html.match(/(<svg class="dispatch-schedule__lanes"[^>]*>)([\s\S]*?)<\/svg>/)!;
      expect(opening, email).toContain('role="list"');
      expect(opening, email).not.toContain("aria-hidden");
      const lanes = [...drawn.matchAll(/<g role="listitem" aria-labelledby="([^"]+)"><title id="([^"]+)">([^<]*)<\/title><text[^>]*>([^<]*)<\/text><\/g>/g)];
      expect(lanes.length, email).toBeGreaterThan(0);
      // Only the title is read: the drawn name is hidden from screen readers, so the name is heard once.
      expect([...names.matchAll(/<text[^>]*>/g)].every(([tag]) => tag.includes('aria-hidden="true"')), email).toBe(true);
      // The whole names are those the table beside the chart gives (an asset's for a provider, the competition's for an operator).
      const table = text(page.html.slice(page.html.indexOf("<table")));
      for (const [, labelledBy, id, full, shown] of lanes) {
        expect(labelledBy).toBe(id);
        expect(table, email).toContain(full);
        expect(shown.length, full).toBeLessThanOrEqual(22);
        if (shown === full) continue;
        expect(shown, full).toContain("…");
        const number = full.match(/ (\d+)$/)?.[1];
        if (number) expect(shown.endsWith(` ${number}`), `${full} drawn as ${shown}`).toBe(true);
      }
    }
    // The demo provider's assets have names too long for the column, each ending in its number.
    const provider = await signedIn("provider@example.com");
    const drawn = [...(await provider.get("/operations/dispatchschedule")).html.matchAll(/<title id="[^"]+">([^<]*)<\/title><text[^>]*>([^<]*)<\/text>/g)];
    expect(drawn.some(([, full, shown]) => shown !== full && /\d$/.test(full))).toBe(true);
  });
});

describe("operator dispatches without JavaScript", () => {
  test("DISP-03 COMP-03 creates instructions for a day ahead after seeing the total accepted volume and estimated cost, and the notice names the day as the list writes it", async () => {
    const browser = await signedIn("operator@example.com");
    const { competition, window, windows } = await createChoices(browser);
    expect(competition && window).toBeTruthy();
    // COMP-03: a period's end is shown decremented by one, so one period ends the day before the next starts.
    const read = (shown: string) => DateTime.fromFormat(shown, "d LLL yyyy", { locale: "en-GB", zone: "UTC" });
    const periods = [...text(windows.html).matchAll(/Yorkshire Winter Sustain: Morning peak \S+ \((\d{1,2} \S+ \d{4}) – (\d{1,2} \S+ \d{4})\)/g)].map((match) => [read(match[1]), read(match[2])]);
    expect(periods.length).toBeGreaterThan(1);
    for (const [start, end] of periods) expect(start.isValid && end.isValid && start <= end).toBe(true);
    for (let index = 1; index < periods.length; index++) expect(+periods[index - 1][1].plus({ days: 1 })).toBe(+periods[index][0]);
    // The competition's service is under way and its morning peak serves every day: dispatch it on the first day its bids are free.
    const date = await freeDay(browser, competition!, window!);
    const preview = text((await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&window=${window}`)).html);
    const volume = preview.match(/Total accepted volume ([\d.,]+) MWh/)?.[1];
    expect(Number(volume?.replace(/,/g, ""))).toBeGreaterThan(0);
    expect(preview).toMatch(/Estimated cost £[\d.,]+/);
    // An availability-only competition: nothing is paid per dispatch, and the confirmation says why.
    expect(preview).toContain("Estimated cost £0.00");
    expect(preview).toContain("No utilisation payment: these bids are paid for their availability only");
    const count = Number(preview.match(/Send (\d+) instructions?/)?.[1]);
    const sent = await browser.post(`${UPCOMING}/create`, { competition: competition!, date, window: window! });
    // The day as the list writes the instructions' starts ("14 Dec 2026, 07:00"), not as YYYY-MM-DD.
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
    expect(text(sent.html)).toContain(`The flex providers have been told about their instructions for ${day}.`);
    expect(text(sent.html)).toMatch(new RegExp(`Awaiting response .*${day}, \\d{2}:\\d{2}|${day}, \\d{2}:\\d{2}.* Awaiting response`));
    expect(text(sent.html).match(/Awaiting response/g)?.length).toBeGreaterThanOrEqual(count);
    const again = await browser.post(`${UPCOMING}/create`, { competition: competition!, date, window: window! });
    expect(again.status).toBe(400);
    expect(text(again.html)).toContain("This bid already has a dispatch instruction at this time.");
  });

  test("DISP-01 DISP-03 dates and date-times are written as the competition pages write them, in the user's language: the windows' periods as days, the lists' instants with their time zone", async () => {
    const browser = await signedIn("operator@example.com");
    await browser.get("/settings/preferences");
    await browser.post("/settings/preferences", { preferred_locale: "pt-PT", timezone: "Europe/London" });
    const { windows } = await createChoices(browser);
    const labels = [...dialog(windows.html).matchAll(/name="window" value="\d+"[^>]*\/?>([^<]+)</g)].map((match) => match[1]);
    expect(labels.length).toBeGreaterThan(0);
    // "(5 dez. 2026 – 5 mar. 2027)", never "(2026-12-05 – 2027-03-05)".
    for (const label of labels) expect(label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const shown = labels.join(" ");
    const month = (day: DateTime) => new Intl.DateTimeFormat("pt-PT", { month: "short", timeZone: "Europe/London" }).format(day.toJSDate());
    const periods = [...shown.matchAll(/Morning peak \S+ \((\d{1,2}) (\S+) (\d{4}) – \d{1,2} \S+ \d{4}\)/g)];
    expect(periods.length).toBeGreaterThan(0);
    // Each a day in Portuguese: its month's short name as the competition pages write it.
    for (const [, day, name, year] of periods) expect(DateTime.fromFormat(`${day} ${name} ${year}`, "d LLL yyyy", { locale: "pt-PT", zone: "UTC" }).isValid, `${day} ${name} ${year}`).toBe(true);

    // The seeded scheduled instruction runs tomorrow from 07:00 (London): "8 dez. 2026, 07:00 GMT – 09:30", never "08/12/2026, 07:00".
    const tomorrow = (await sandbox().today()).plus({ days: 1 });
    const list = text((await browser.get(UPCOMING)).html);
    expect(list).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(list).toMatch(new RegExp(`${tomorrow.day} ${month(tomorrow).replace(".", "\\.")} ${tomorrow.year}, 07:00 \\S+ – 09:30`));
  });

  test("DISP-03 stops a scheduled instruction after a confirmation that says it cannot be recovered (none ticked: nothing to confirm); it stays in Upcoming as Stop, its cost shown as not incurred, until it was due to start, then moves to past dispatches", async () => {
    const browser = await signedIn("operator@example.com");
    const list = await browser.get(UPCOMING);
    const id = checkboxIds(list.html).find((candidate) => rowText(list.html, candidate).includes("Scheduled"))!;
    const reference = rowText(list.html, id).match(/DI-\d+/)?.[0];
    const confirm = await browser.get(`${UPCOMING}/stop?instruction=${id}`);
    expect(text(confirm.html)).toContain("Stop instructions cannot be recovered");
    expect(text(confirm.html)).toContain("Stop 1 dispatch instruction?");
    // Asked with nothing ticked, the dialog is named by its action and offers nothing to confirm.
    const none = text((await browser.get(`${UPCOMING}/stop`)).html);
    expect(none).toContain("Select at least one instruction first.");
    expect(none).not.toContain("Stop 0");
    expect(none).toMatch(/Issue stop instructions/);
    const stopped = await browser.post(`${UPCOMING}/stop?instruction=${id}`, { instruction: String(id) });
    expect(text(stopped.html)).toContain("Stop instructions issued");
    expect(rowText(stopped.html, id)).toContain(reference);
    expect(rowText(stopped.html, id)).toMatch(/Stop Stopped/);
    // The Upcoming list's Stop filter finds it, and it can be stopped no more.
    const filtered = await browser.get(`${UPCOMING}?status=stop`);
    expect(rowText(filtered.html, id)).toContain("Stop");
    expect(checkboxIds(filtered.html)).not.toContain(id);
    // Its expected volume and cost are struck through and said not to be incurred.
    const row = filtered.html.match(new RegExp(`<tr data-instruction="${id}">[\\s\\S]*?</tr>`))![0];
    expect(row).toMatch(/data-incurred="false"[^>]*><s>[\d.,]+ MWh<\/s>/);
    expect(row).toMatch(/<s>£[\d.,]+<\/s>/);
    expect(rowText(filtered.html, id)).toContain("Not incurred: stopped");
    await browser.get(`${UPCOMING}/stop?instruction=${id}`);
    const again = await browser.post(`${UPCOMING}/stop?instruction=${id}`, { instruction: String(id) });
    expect(text(again.html)).toContain("This instruction has already been stopped.");

    // Once it was due to start (the seeded scheduled one runs tomorrow), it is a past dispatch.
    await sandbox().advanceClock(2 * 86_400);
    const later = await signedIn("operator@example.com");
    const upcoming = await later.get(UPCOMING);
    expect(text(upcoming.html)).toContain("Upcoming dispatches");
    expect(rowText(upcoming.html, id)).toBe("");
    const past = await later.get("/operations/pastdispatches?status=stop");
    expect(rowText(past.html, id)).toContain("Stop");
    expect(rowText(past.html, id)).toContain("Not incurred: stopped");
  });

  test("DISP-03 the competition is chosen first, then only its service windows are offered, with the day kept; Change competition goes back to the list with the day kept", async () => {
    const browser = await signedIn("operator@example.com");
    const first = await browser.get(`${UPCOMING}/create`);
    // The first step: the competition and the day, no windows yet.
    expect(text(dialog(first.html))).toContain("Choose the competition first: its service windows are shown next.");
    expect(dialog(first.html)).not.toContain('name="window"');
    expect(dialog(first.html)).toMatch(/<button type="submit" name="step" value="windows"[^>]*>Show its service windows</);
    const competitions = competitionOptions(first.html);
    expect(competitions.length).toBeGreaterThan(1);
    const day = (await sandbox().today()).plus({ days: 3 }).toISODate()!;
    const offered = new Map<string, string[]>();
    for (const { id, name } of competitions) {
      const windows = await chooseCompetition(browser, id, { date: day });
      const shown = dialog(windows.html);
      expect(text(shown), name).toContain(`Competition: ${name}`);
      // The competition is fixed (no list to change it in without JavaScript), the day as typed.
      expect(shown).toContain(`<input type="hidden" name="competition" value="${id}"/>`);
      expect(shown).not.toContain('<select name="competition"');
      expect(shown).toMatch(new RegExp(`name="date"[^>]*value="${day}"`));
      const labels = [...shown.matchAll(/name="window" value="(\d+)"[^>]*\/?>([^<]+)</g)];
      // Every window offered is this competition's.
      for (const [, , label] of labels) expect(label, name).toMatch(new RegExp(`^${name.replace(/ \(.*$/, "")}: `));
      offered.set(id, labels.map(([, window]) => window));
    }
    // Yorkshire Winter Sustain has windows, and none is offered under another competition.
    const yorkshire = competitions.find(({ name }) => name.startsWith("Yorkshire Winter Sustain"))!.id;
    expect(offered.get(yorkshire)!.length).toBeGreaterThan(0);
    for (const [id, windows] of offered) if (id !== yorkshire) for (const window of windows) expect(offered.get(yorkshire)).not.toContain(window);

    // Change competition: back to the list, the competition still selected and the day kept.
    const windows = await chooseCompetition(browser, yorkshire, { date: day });
    const again = await browser.get(`${UPCOMING}/create?${new URLSearchParams(withValues(formEntries(windows.html, "dispatch-create"), { window: offered.get(yorkshire)![0], step: "competition" }))}`);
    expect(dialog(again.html)).not.toContain('name="window"');
    expect(dialog(again.html)).toMatch(new RegExp(`<option value="${yorkshire}" selected=""`));
    expect(dialog(again.html)).toMatch(new RegExp(`name="date"[^>]*value="${day}"`));
    expect(dialog(again.html)).not.toContain('id="create-windows-error"');
  });

  test("DISP-03 a window of another competition, or none at all, is refused beside the windows before the upstream is asked", async () => {
    const browser = await signedIn("operator@example.com");
    const { competition, foreign } = await createChoices(browser);
    expect(competition && foreign).toBeTruthy();
    const date = (await sandbox().today()).plus({ days: 1 }).toISODate()!;
    const before = (await sandbox().calls())["POST /dispatch/instructions/preview/"] ?? 0;
    const other = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&window=${foreign}`);
    expect(other.html).toMatch(/id="create-windows-error"[^>]*>Tick only service windows of the chosen competition\.</);
    expect(other.html).toMatch(new RegExp(`name="window" checked="" value="${foreign}"`));
    const none = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&step=preview`);
    expect(none.html).toMatch(/id="create-windows-error"[^>]*>Tick at least one service window, or choose single bids\.</);
    expect((await sandbox().calls())["POST /dispatch/instructions/preview/"] ?? 0).toBe(before);
  });

  test("DISP-03 the competition's windows are shown without an error until the preview is asked for with nothing ticked", async () => {
    const browser = await signedIn("operator@example.com");
    const { competition, windows } = await createChoices(browser);
    const date = (await sandbox().today()).plus({ days: 1 }).toISODate()!;
    // Just after "Show its service windows", and at an address naming only the competition and the day: the windows, and nothing said about them.
    const opened = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}`);
    for (const page of [windows, opened]) {
      expect(dialog(page.html)).toContain('name="window"');
      expect(dialog(page.html)).not.toContain('id="create-windows-error"');
      expect(text(dialog(page.html))).not.toContain("Tick at least one service window");
    }
    // The preview's button carries its step, so pressing it with nothing ticked is what is refused.
    expect(dialog(opened.html)).toMatch(/<button type="submit" name="step" value="preview"[^>]*>Show total volume and cost</);
    const asked = await browser.get(`${UPCOMING}/create?${new URLSearchParams(withValues(formEntries(opened.html, "dispatch-create"), { step: "preview" }))}`);
    expect(asked.html).toMatch(/id="create-windows-error"[^>]*>Tick at least one service window, or choose single bids\.</);
    expect(asked.html).toMatch(new RegExp(`name="date"[^>]*value="${date}"`));
  });

  test("DISP-03 the create dialog's errors stand beside their fields with what was typed kept, and the list behind it keeps its own filters", async () => {
    const browser = await signedIn("operator@example.com");
    const { competition, window, foreign } = await createChoices(browser);
    expect(competition && window && foreign).toBeTruthy();
    const today = await sandbox().today();

    // A day the window does not serve (years after its period): the refusal names the window, beside the windows.
    const late = today.plus({ years: 3 }).toISODate()!;
    const unserved = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${late}&window=${window}`);
    expect(unserved.html).toMatch(new RegExp(`id="create-windows-error"[^>]*>Morning peak [^<]*: This service window does not serve ${late}\\.<`));
    expect(dialog(unserved.html)).not.toMatch(/<ul class="form-error"/);
    expect(unserved.html).toMatch(new RegExp(`name="date"[^>]*value="${late}"`));
    expect(unserved.html).toMatch(new RegExp(`name="window" checked="" value="${window}"`));

    // A day that is not a real one: refused beside the Day, as typed, before the upstream is asked.
    const before = (await sandbox().calls())["POST /dispatch/instructions/preview/"] ?? 0;
    const unreal = `${today.year}-02-30`;
    const bad = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${unreal}&window=${window}`);
    expect(bad.html).toMatch(/id="create-date-error"[^>]*>Enter a real day as YYYY-MM-DD\.</);
    expect(bad.html).toMatch(new RegExp(`name="date"[^>]*value="${unreal}"`));
    expect(bad.html).toMatch(/aria-describedby="create-date-error"/);

    // A window of another competition is refused beside the windows when asking for single bids too.
    const tomorrow = today.plus({ days: 1 }).toISODate()!;
    const bids = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${tomorrow}&window=${foreign}&step=bids`);
    expect(bids.html).toMatch(/id="create-windows-error"[^>]*>Tick only service windows of the chosen competition\.</);
    expect((await sandbox().calls())["POST /dispatch/instructions/preview/"] ?? 0).toBe(before);

    // The list behind the dialog is the list as its filters say ("All"), not filtered by the dialog's competition.
    const list = await browser.get(UPCOMING);
    const rows = (html: string) => [...html.matchAll(/<tr data-instruction="(\d+)"/g)].map((match) => match[1]);
    // Teesside Dynamic (4) has no instructions: filtered by it, the list would be empty.
    const behind = await browser.get(`${UPCOMING}/create?competition=4&date=${tomorrow}`);
    expect(rows(behind.html)).toEqual(rows(list.html));
    expect(rows(list.html).length).toBeGreaterThan(0);
  });

  test("DISP-03 when the marketplace service fails the preview, the create dialog comes back with the message, a 502, 503 or 504 and everything chosen; once it recovers the same preview shows", async () => {
    const browser = await signedIn("operator@example.com");
    const { competition, window } = await createChoices(browser);
    expect(competition && window).toBeTruthy();
    const date = await freeDay(browser, competition!, window!);
    const decision = (await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&step=bids`)).html.match(/name="decision" value="(\d+)"/)?.[1];
    expect(decision).toBeTruthy();
    const previewUrl = `${UPCOMING}/create?competition=${competition}&date=${date}&window=${window}&decision=${decision}`;
    const faults = [
      { fault: { status: 500 }, status: 502, message: "The marketplace service sent an answer we could not read. Please try again in a moment." },
      { fault: { status: 503 }, status: 503, message: "The marketplace service cannot be reached at the moment. Please try again in a moment." },
      { fault: { malformed: true }, status: 502, message: "The marketplace service sent an answer we could not read. Please try again in a moment." },
    ];
    for (const { fault, status, message } of faults) {
      await sandbox().fail({ path: "instructions/preview", method: "POST", ...fault });
      try {
        const failed = await browser.get(previewUrl);
        expect(failed.status, JSON.stringify(fault)).toBe(status);
        expect(failed.html).toMatch(new RegExp(`<ul class="form-error" role="alert"><li>${message.replace(/\./g, "\\.")}</li></ul>`));
        expect(text(failed.html)).not.toContain("Oh no!");
        expect(failed.html).toMatch(/role="dialog"/);
        expect(dialog(failed.html)).toContain(`<input type="hidden" name="competition" value="${competition}"/>`);
        expect(failed.html).toMatch(new RegExp(`name="date"[^>]*value="${date}"`));
        expect(failed.html).toMatch(new RegExp(`name="window" checked="" value="${window}"`));
        expect(failed.html).toMatch(new RegExp(`name="decision" checked="" value="${decision}"`));
      } finally {
        await sandbox().clearFaults();
      }
    }
    const preview = text((await browser.get(previewUrl)).html);
    expect(preview).toMatch(/Total accepted volume [\d.,]+ MWh/);
  });

  test("DISP-02 DISP-03 a provider cannot open the stop or create confirmations, an operator cannot answer", async () => {
    const provider = await signedIn("provider@example.com");
    expect((await provider.get(`${UPCOMING}/stop?instruction=1`)).status).toBe(404);
    expect((await provider.get(`${UPCOMING}/create`)).status).toBe(404);
    const operator = await signedIn("operator@example.com");
    expect((await operator.get(`${UPCOMING}/respond?instruction=1&response=accepted`)).status).toBe(404);
  });

  test("DISP-01 each list downloads as CSV with the page's filters", async () => {
    const browser = await signedIn("provider@example.com");
    const page = await browser.get(`${UPCOMING}?status=awaiting_response`);
    expect(page.html).toContain(`href="/operations/upcomingdispatches.csv?status=awaiting_response&amp;sort=start"`);
    const csv = await browser.get("/operations/upcomingdispatches.csv?status=awaiting_response&sort=start");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = csv.html.trim().split("\r\n");
    expect(lines[0]).toBe("reference,status,competition,flex_provider,assets,service_window,start,end,capacity,capacity_unit,expected_volume,volume_unit,utilisation_price,expected_cost,currency,response_deadline,response,responded_at,stopped_at");
    expect(lines.length - 1).toBe(checkboxIds(page.html).length);
    expect(lines.slice(1).every((line) => /^DI-\d+,Awaiting response,Yorkshire Winter Sustain,/.test(line))).toBe(true);
    const past = await browser.get("/operations/pastdispatches.csv");
    expect(past.html).toMatch(/,Delivered,/);
  });

  test("DISP-01 DISP-03 the CSV downloads leave a stopped instruction's expected volume and cost empty, as the lists strike them through", async () => {
    const browser = await signedIn("operator@example.com");
    const rows = (csv: string) => Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
    // The seed has a stopped instruction still to start (Upcoming) and one stopped while running (Past).
    for (const list of ["upcomingdispatches", "pastdispatches"]) {
      const page = await browser.get(`/operations/${list}?status=stop`);
      const ids = [...page.html.matchAll(/<tr data-instruction="(\d+)"/g)].map((match) => Number(match[1]));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(rowText(page.html, id)).toContain("Not incurred: stopped");
      const stopped = rows((await browser.get(`/operations/${list}.csv?status=stop`)).html);
      expect(stopped).toHaveLength(ids.length);
      for (const row of stopped) expect(row).toMatchObject({ status: "Stop", expected_volume: "", volume_unit: "MWh", expected_cost: "", stopped_at: expect.stringMatching(/^\d{4}-/) });
    }
    // Instructions not stopped keep their figures.
    const others = rows((await browser.get("/operations/upcomingdispatches.csv")).html).filter((row) => row.status !== "Stop");
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(row).toMatchObject({ expected_volume: expect.stringMatching(/^\d/), expected_cost: expect.stringMatching(/^\d/) });
  });

  test("DISP-01 the live feed answers as server-sent events for a signed-in user", async () => {
    const browser = await signedIn("provider@example.com");
    const controller = new AbortController();
    const cookie = await browser.jar.getCookieString(new URL("/operations/live", appUrl()).toString());
    const response = await fetch(new URL("/operations/live", appUrl()), { headers: { Cookie: cookie }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    controller.abort();
  });

  test("DISP-01 open live feeds hold no turn at the event loop: with more feeds open than turns, every feed and a page still answer", async () => {
    const browser = await signedIn("provider@example.com");
    const controller = new AbortController();
    const cookie = await browser.jar.getCookieString(new URL("/operations/live", appUrl()).toString());
    // More feeds than the default 8 turns, from a client that does not say it wants an event stream.
    const feeds = await Promise.all(Array.from({ length: 40 }, () => fetch(new URL("/operations/live", appUrl()), { headers: { Cookie: cookie }, signal: controller.signal })));
    try {
      expect(feeds.map((feed) => feed.status)).toEqual(Array(40).fill(200));
      const page = await browser.get("/operations/upcomingdispatches");
      expect(page.status).toBe(200);
    } finally {
      controller.abort();
    }
  });

  test("DISP-01 a provider subscribes a calendar to its accepted dispatches at a secret address it can replace", async () => {
    const browser = await signedIn("provider@example.com");
    const schedule = await browser.get("/operations/dispatchschedule");
    expect(text(schedule.html)).toContain("Create a calendar address");
    const made = await browser.post("/operations/dispatchschedule", { intent: "calendar" });
    const address = made.html.match(/value="(http[^"]+\/calendar\/dispatches\/[^"]+\.ics)"/)?.[1];
    expect(address).toBeTruthy();
    const path = new URL(address!).pathname;
    const feed = await new NoJsBrowser().get(path);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.html).toContain("BEGIN:VCALENDAR");
    const csv = await browser.get("/operations/pastdispatches.csv");
    const upcoming = await browser.get("/operations/upcomingdispatches.csv?status=scheduled");
    const accepted = [...`${csv.html}${upcoming.html}`.matchAll(/^(DI-\d+),(Scheduled|Delivered),/gm)].map((match) => match[1]);
    expect(accepted.length).toBeGreaterThan(0);
    for (const reference of accepted) expect(feed.html).toContain(`UID:${reference}@flexmarket`);
    expect(feed.html.match(/BEGIN:VEVENT/g)).toHaveLength(accepted.length);

    await browser.get("/operations/dispatchschedule");
    const replaced = await browser.post("/operations/dispatchschedule", { intent: "calendar" });
    expect(text(replaced.html)).toContain("Your calendar address is ready.");
    expect(replaced.html).not.toContain(path);
    expect((await new NoJsBrowser().get(path)).status).toBe(404);
  });

  test("DISP-02 a provider's auto-accept rule answers the operator's new instructions, and the list names the rule", async () => {
    const provider = await signedIn("provider@example.com");
    const rules = await provider.get(`${UPCOMING}/auto-accept`);
    expect(text(rules.html)).toContain("You have no auto-accept rules.");
    const added = await provider.post(`${UPCOMING}/auto-accept`, { intent: "add", competition: "", flex_asset: "", min_utilisation_price: "", require_available: "on" });
    expect(text(added.html)).toContain("The auto-accept rule has been added.");
    const rule = text(added.html).match(/Rule (\d+) Any Any Any Yes/)?.[1];
    expect(rule).toBeTruthy();

    const operator = await signedIn("operator@example.com");
    const { competition, window } = await createChoices(operator);
    const today = await sandbox().today();
    let date = "";
    for (let day = 1; day <= 40; day++) {
      date = today.plus({ days: day }).toISODate()!;
      if (text((await operator.get(`${UPCOMING}/create?competition=${competition}&date=${date}&window=${window}`)).html).includes("Total accepted volume")) break;
    }
    await operator.post(`${UPCOMING}/create`, { competition: competition!, date, window: window! });
    const list = text((await provider.get(`${UPCOMING}?sort=-start`)).html);
    expect(list).toContain(`Accepted by auto-accept rule ${rule}`);

    const again = await provider.get(`${UPCOMING}/auto-accept`);
    expect(again.status).toBe(200);
    const removed = await provider.post(`${UPCOMING}/auto-accept`, { intent: "remove", rule: rule! });
    expect(text(removed.html)).toContain("You have no auto-accept rules.");
    // A second press (a page left open) says the rule is already off, on the same page.
    const again404 = await provider.post(`${UPCOMING}/auto-accept`, { intent: "remove", rule: rule! });
    expect(again404.status).toBe(200);
    expect(text(again404.html)).toContain("This rule was already switched off.");
    expect(text(again404.html)).toContain("Auto-accept rules");
  });

  test("DISP-02 VAL-03 a price floor too long to keep is refused beside the field, never saved as no floor", async () => {
    const provider = await signedIn("provider@example.com");
    await provider.get(`${UPCOMING}/auto-accept`);
    for (const price of ["9".repeat(400), "12345678901"]) {
      const refused = await provider.post(`${UPCOMING}/auto-accept`, { intent: "add", competition: "", flex_asset: "", min_utilisation_price: price, require_available: "on" }, { follow: false });
      expect(refused.status).toBe(400);
      expect(refused.html).toMatch(/id="rule-price-error"[^>]*>[\s\S]*?Ensure that there are no more than 10 digits before the decimal point\./);
      expect(refused.html).toContain(`value="${price}"`);
    }
    expect(text((await provider.get(`${UPCOMING}/auto-accept`)).html)).toContain("You have no auto-accept rules.");
    const added = await provider.post(`${UPCOMING}/auto-accept`, { intent: "add", competition: "", flex_asset: "", min_utilisation_price: "1234567890.5", require_available: "on" });
    expect(text(added.html)).toMatch(/Rule \d+ Any Any £1,234,567,890\.50 Yes/);
  });

  test("DISP-02 an auto-accept price floor is shown as money; a bad one is said beside the field with what was chosen kept", async () => {
    const provider = await signedIn("provider@example.com");
    await provider.get(`${UPCOMING}/auto-accept`);
    const refused = await provider.post(`${UPCOMING}/auto-accept`, { intent: "add", competition: "", flex_asset: "", min_utilisation_price: "12.345" }, { follow: false });
    expect(refused.status).toBe(400);
    const field = refused.html.match(/<input[^>]*name="min_utilisation_price"[^>]*>/)![0];
    expect(field).toContain('value="12.345"');
    expect(field).toContain('aria-describedby="rule-price-error"');
    expect(refused.html).toMatch(/id="rule-price-error"[^>]*>[\s\S]*?Enter a price of 0 or more with up to 2 decimal places, or leave it empty\./);
    // The box left unticked stays unticked.
    expect(refused.html).not.toMatch(/<input[^>]*name="require_available"[^>]*checked/);
    const added = await provider.post(`${UPCOMING}/auto-accept`, { intent: "add", competition: "", flex_asset: "", min_utilisation_price: "50", require_available: "on" });
    expect(text(added.html)).toMatch(/Rule \d+ Any Any £50\.00 Yes/);
  });

  test("DISP-03 dispatches a single accepted bid chosen from the day's accepted bids", async () => {
    const browser = await signedIn("operator@example.com");
    const form = await browser.get(`${UPCOMING}/create`);
    const competition = form.html.match(/<option value="(\d+)"[^>]*>Yorkshire Winter Sustain/)?.[1];
    const today = await sandbox().today();
    let decisions: string[] = [];
    let date = "";
    let chosen = "";
    // The first day with accepted bids, and the first of its bids the seeded instructions leave free that day.
    for (let day = 1; day <= 40 && !chosen; day++) {
      date = today.plus({ days: day }).toISODate()!;
      const bids = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&step=bids`);
      decisions = [...bids.html.matchAll(/name="decision" value="(\d+)"/g)].map((match) => match[1]);
      for (const decision of decisions) {
        const preview = text((await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&decision=${decision}`)).html);
        if (/Instructions 1 Total accepted volume/.test(preview)) {
          chosen = decision;
          break;
        }
        expect(preview).toContain("This bid already has a dispatch instruction at this time.");
      }
    }
    expect(decisions.length).toBeGreaterThan(1);
    expect(chosen).not.toBe("");
    const sent = await browser.post(`${UPCOMING}/create`, { competition: competition!, date, window: "", decision: chosen });
    expect(text(sent.html)).toContain("Dispatch instructions sent");

    // When the day's bids cannot be loaded, that is what the page says beside them, not that none were accepted.
    await sandbox().fail({ path: "dispatchable/bids", status: 500 });
    const failed = await browser.get(`${UPCOMING}/create?competition=${competition}&date=${date}&step=bids`);
    expect(failed.status).toBe(200);
    expect(text(failed.html)).toContain("The accepted bids of this day could not be loaded. Please try again in a moment.");
    expect(text(failed.html)).not.toContain("No bids were accepted for this day.");
    await sandbox().clearFaults();
  });
});
