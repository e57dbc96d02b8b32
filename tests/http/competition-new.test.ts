import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries, withValues, type Entries } from "./form";

const PAGE = "/manage/systemoperator/201/competitions/new";
const FORM = "competition-new";

beforeEach(async () => {
  await sandbox().reset();
});

async function press(browser: NoJsBrowser, entries: Entries, intent: string) {
  const body = new URLSearchParams([...entries, ["intent", intent]]);
  return browser.request(PAGE, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

/** A competition an operator would set up today (on the sandbox's clock): qualification in six weeks, service next winter. */
async function plannedCompetition() {
  const today = await sandbox().today();
  const at = (days: number, time: string) => `${today.plus({ days }).toISODate()}T${time}`;
  const winterStart = today.plus({ years: 1 }).set({ month: 11, day: 1 });
  const details = {
    "competition_details.reference": "NPG-WINTER-09",
    "competition_details.name": "Harrogate winter peak",
    "competition_details.type": "availability_utilisation",
    "competition_details.contact": "flex@northernpowergrid.example",
    "competition_details.qualification_open": at(42, "09:00"),
    "competition_details.qualification_closed": at(70, "17:00"),
    "competition_details.open": at(70, "17:00"),
    "competition_details.closed": at(200, "12:00"),
    "competition_details.archive_on": at(370, "00:00"),
    "competition_details.need_type": "pre_fault",
    "competition_details.power_type": "active_power",
    "competition_details.need_direction": "deficit",
    "competition_details.minimum_connection_voltage": "0.4",
    "competition_details.maximum_connection_voltage": "33",
    "competition_details.area_refs": "NPG-YS",
  };
  const serviceNeed = {
    "service_need.service_periods[0].name": `Winter ${winterStart.year}`,
    "service_need.service_periods[0].start": winterStart.toISODate()!,
    "service_need.service_periods[0].end": winterStart.plus({ months: 4 }).toISODate()!,
    [`${window0}.name`]: "Evening peak",
    [`${window0}.start`]: "16:00",
    [`${window0}.end`]: "19:30",
    [`${window0}.capacity_required`]: "2.5",
    [`${window0}.service_day_preset`]: "weekdays",
  };
  // Closing before qualification opens is refused; half past one on the next night UK clocks go forward (the last Sunday of March) never happens.
  const lastOfMarch = today.plus({ years: 1 }).set({ month: 3, day: 31 });
  const springForward = lastOfMarch.minus({ days: lastOfMarch.weekday % 7 });
  return { details, serviceNeed, closedTooEarly: at(30, "12:00"), skipped: `${springForward.toISODate()}T01:30` };
}

const window0 = "service_need.service_periods[0].service_windows[0]";

describe("competition creation without JavaScript", () => {
  test("OPS-01 OPS-02 VAL-02 an operator fills in the details, a period with a window, reviews and creates a competition", async () => {
    const { details, serviceNeed, closedTooEarly, skipped } = await plannedCompetition();
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const start = await browser.get(PAGE);
    expect(start.status).toBe(200);

    // A missing name and a bad date are shown next to their fields, and what was typed stays.
    const bad = await press(browser, withValues(formEntries(start.html, FORM), { ...details, "competition_details.name": "", "competition_details.closed": closedTooEarly, "competition_details.archive_on": skipped }), "next");
    expect(bad.html).toMatch(/id="competition-new-competition_details\.name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="competition-new-competition_details\.name"/);
    expect(bad.html).toContain('value="NPG-WINTER-09"');
    // VAL-02: a time the clocks skip is said beside its field, not saved as an hour later.
    expect(text(bad.html)).toContain("There is no such time that day in the UK: the clocks go forward an hour.");
    expect(bad.html).toContain(`value="${skipped}"`);

    const step2 = await press(browser, withValues(formEntries(bad.html, FORM), details), "next");
    expect(step2.status).toBe(200);
    expect(step2.html).toContain(`name="${window0}.capacity_required"`);
    // The period's dates are date pickers: their hints say what the day is, not a format to type.
    expect(text(step2.html)).toContain("The first day the service is needed.");
    expect(text(step2.html)).not.toContain("DD-MM-YYYY");

    const review = await press(browser, withValues(formEntries(step2.html, FORM), serviceNeed), "next");
    expect(review.status).toBe(200);
    const summary = text(review.html);
    expect(summary).toContain("Harrogate winter peak");
    expect(summary).toContain("Evening peak");
    // Voltages as the value plus kV; dates as they will be saved, with their zone.
    expect(summary).toContain("Connection voltages 0.4 kV to 33 kV");
    expect(summary).toMatch(/Qualification opens \d{1,2} [A-Z][a-z]{2} \d{4}, 09:00 (GMT|BST)/);

    const created = await press(browser, formEntries(review.html, FORM), "submit");
    expect(new URL(created.url).pathname).toBe("/manage/systemoperator/201/competitions");
    expect(text(created.html)).toContain("Harrogate winter peak");
  });

  test("OPS-01 OPS-02 a window from 23:00 to 06:00 runs overnight: it is accepted, the review says it ends the next day, and it is created; a window ending when it starts is refused beside its end", async () => {
    const { details, serviceNeed } = await plannedCompetition();
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const step2 = await press(browser, withValues(formEntries((await browser.get(PAGE)).html, FORM), details), "next");

    const same = await press(browser, withValues(formEntries(step2.html, FORM), { ...serviceNeed, [`${window0}.start`]: "23:00", [`${window0}.end`]: "23:00" }), "next");
    const error = same.html.match(/<p id="competition-new-service_need\.service_periods\[0\]\.service_windows\[0\]\.end-error"[^>]*>([\s\S]*?)<\/p>/);
    expect(error).not.toBeNull();
    expect(text(error![1])).toContain("The window cannot end at the time it starts");

    const overnight = { ...serviceNeed, [`${window0}.name`]: "Overnight", [`${window0}.start`]: "23:00", [`${window0}.end`]: "06:00" };
    const review = await press(browser, withValues(formEntries(same.html, FORM), overnight), "next");
    expect(review.html).toMatch(/<li aria-current="step"><strong>Review and submit/);
    expect(text(review.html)).toContain("Overnight: 23:00 to 06:00 (next day),");
    expect(text(review.html)).not.toContain("The window must end after it starts.");

    const created = await press(browser, formEntries(review.html, FORM), "submit");
    expect(new URL(created.url).pathname).toBe("/manage/systemoperator/201/competitions");
    expect(text(created.html)).toContain("Harrogate winter peak");
  });

  test("OPS-01 VAL-04 the review writes amounts as money, as the competition page does, and reads back the optional window values entered", async () => {
    const { details, serviceNeed } = await plannedCompetition();
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const money = { "competition_details.minimum_budget": "10000", "competition_details.maximum_budget": "50000", "competition_details.utilisation_guide_price": "15.19" };
    const step2 = await press(browser, withValues(formEntries((await browser.get(PAGE)).html, FORM), { ...details, ...money }), "next");
    const optional = {
      [`${window0}.required_response_time`]: "0 00:15:00",
      [`${window0}.minimum_run_time`]: "0 01:00:00",
      [`${window0}.dispatch_estimate`]: "12",
      [`${window0}.minimum_aggregate_asset_size`]: "0.5",
      [`${window0}.fixed_availability_price`]: "4.5",
    };
    const review = await press(browser, withValues(formEntries(step2.html, FORM), { ...serviceNeed, ...optional }), "next");
    expect(review.html).toMatch(/<li aria-current="step"><strong>Review and submit/);
    const summary = text(review.html);
    expect(summary).toContain("Budget £10,000.00 to £50,000.00");
    expect(summary).toContain("Utilisation guide price (£) £15.19");
    expect(summary).not.toContain("10000 to 50000");
    for (const shown of [
      "Required response time 0 00:15:00",
      "Minimum run time 0 01:00:00",
      "Expected number of dispatches 12",
      "Minimum aggregate asset size (MW) 0.5",
      "Fixed availability price (£) £4.50",
    ]) expect(summary, shown).toContain(shown);
    // What was not entered is not listed.
    expect(summary).not.toContain("Dispatch duration");
  });

  test("OPS-01 VAL-03 a name longer than 255 characters is refused beside the field and kept; nothing is created", async () => {
    const { details } = await plannedCompetition();
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const start = await browser.get(PAGE);
    const long = "Z".repeat(10_000);
    const refused = await press(browser, withValues(formEntries(start.html, FORM), { ...details, "competition_details.name": long }), "next");
    expect(refused.status).toBe(200);
    expect(refused.html).toMatch(/aria-invalid="true"[^>]*id="competition-new-competition_details\.name"|id="competition-new-competition_details\.name"[^>]*aria-invalid="true"/);
    expect(text(refused.html)).toContain("Ensure this field has no more than 255 characters.");
    expect(refused.html).toContain(long);
    expect(refused.html).toMatch(/<li aria-current="step"><strong>Competition details/);
    const list = await browser.get("/manage/systemoperator/201/competitions");
    expect(list.html).not.toContain("ZZZZZZZZZZ");
  });

  test("OPS-01 CALL-08 when the marketplace service fails on Submit competition the review step comes back with the message and every step's values; once it recovers the same post creates it", async () => {
    const { details, serviceNeed } = await plannedCompetition();
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const start = await browser.get(PAGE);
    const step2 = await press(browser, withValues(formEntries(start.html, FORM), details), "next");
    const review = await press(browser, withValues(formEntries(step2.html, FORM), serviceNeed), "next");
    const posted = formEntries(review.html, FORM);

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await press(browser, posted, "submit");
      expect(failed.status).toBe(503);
      expect(new URL(failed.url).pathname).toBe(PAGE);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(failed.html).toMatch(/<li aria-current="step"><strong>Review and submit/);
      const kept = formEntries(failed.html, FORM);
      for (const [name, value] of Object.entries({ ...details, ...serviceNeed })) expect(kept, name).toContainEqual([name, value]);
    } finally {
      await sandbox().clearFaults();
    }

    const created = await press(browser, formEntries(browser.last!.html, FORM), "submit");
    expect(new URL(created.url).pathname).toBe("/manage/systemoperator/201/competitions");
    expect(text(created.html)).toContain("Harrogate winter peak");
  });
});
