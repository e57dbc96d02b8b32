import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";
import { invoiceTotals, overviewRow, pennies } from "./settlement-tables";

beforeEach(async () => {
  await sandbox().reset();
});

async function signedIn(email: string) {
  const browser = new NoJsBrowser();
  await browser.login(email);
  return browser;
}

/** Posts the dispute form as multipart, as a browser does with its file input, with the page's anti-forgery token. */
async function sendDispute(browser: NoJsBrowser, path: string, reason: string, evidence?: { name: string; body: string }) {
  const form = new FormData();
  form.set("csrf", browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "");
  form.set("reason", reason);
  form.set("evidence", evidence ? new Blob([evidence.body]) : new Blob([]), evidence?.name ?? "");
  return browser.request(path, { method: "POST", body: form });
}

/** The message next to a field, without the "Error:" prefix read out to screen readers. */
const errorOf = (page: Page, field: string) => text(page.html.match(new RegExp(`<p id="${field}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1] ?? "").replace(/^\s*Error:\s*/, "").trim();

describe("invoice line disputes without JavaScript", () => {
  test("SETT-01 a provider disputes an invoice line with evidence, the operator upholds it with an adjustment, and the next run shows the difference", async () => {
    const provider = await signedIn("provider@example.com");
    const list = await provider.get("/settlement/invoices");
    const ids = [...list.html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1]);
    let invoice: Page | undefined;
    for (const id of ids) {
      const page = await provider.get(`/settlement/invoices/${id}`);
      if (/data-line="\d+-utilisation"/.test(page.html)) invoice = page;
    }
    const invoiceId = invoice!.url.split("/").at(-1)!;
    const event = Number(invoice!.html.match(/data-line="(\d+)-utilisation"/)![1]);
    const month = invoiceId.slice(-7);
    const href = invoice!.html.match(new RegExp(`href="(/settlement/invoices/${invoiceId}/dispute/${event}-utilisation)"`))![1];

    // The modal is a child route of the invoice, shown over it.
    const modal = await provider.get(href);
    expect(modal.status).toBe(200);
    expect(modal.html).toContain('role="dialog"');
    expect(modal.html).toContain(`data-line="${event}-utilisation"`);

    const blank = await sendDispute(provider, href, "   ");
    expect(blank.status).toBe(400);
    expect(errorOf(blank, "dispute-line-reason")).toBe("This field may not be blank.");
    const reason = "Half-hours 17:00–17:30 used estimated readings; the attached file has the actual ones.";
    const wrongType = await sendDispute(provider, href, reason, { name: "readings.exe", body: "MZ" });
    expect(wrongType.status).toBe(400);
    expect(errorOf(wrongType, "dispute-line-evidence")).toBe("Evidence must be a PDF, CSV, XLSX, PNG or JPEG file.");
    // What was typed is kept.
    expect(wrongType.html).toContain("Half-hours 17:00–17:30 used estimated readings");

    // A run freezes the month before the dispute is answered.
    await sandbox().runSettlement(month);
    const sent = await sendDispute(provider, href, reason, { name: "actual-readings.csv", body: "meter_id,period_end,value_kwh\n" });
    expect(sent.url).toMatch(new RegExp(`/settlement/invoices/${invoiceId}$`));
    expect(text(sent.html)).toContain("Dispute sent");
    expect(sent.html).toMatch(/data-dispute-status="open"/);
    // A second dispute of the same line waits for the answer.
    expect(text((await provider.get(href)).html)).toContain("A dispute of this line is already open.");

    const operator = await signedIn("operator@example.com");
    const disputes = await operator.get("/settlement/disputes");
    const id = Number(disputes.html.match(/data-dispute="(\d+)" data-dispute-status="open"/)![1]);
    expect(text(disputes.html)).toContain(reason);
    expect(text(disputes.html)).toContain("actual-readings.csv");
    const answerPath = `/settlement/disputes/${id}/answer`;
    await operator.get(answerPath);
    const noAdjustment = await operator.post(answerPath, { decision: "upheld", adjustment: "", answer: "Agreed: the actual readings show more delivery." });
    expect(noAdjustment.status).toBe(400);
    expect(errorOf(noAdjustment, "answer-dispute-adjustment")).toBe("Enter the adjustment an upheld dispute makes.");
    expect(noAdjustment.html).toContain("Agreed: the actual readings show more delivery.");
    const answered = await operator.post(answerPath, { decision: "upheld", adjustment: "25.40", answer: "Agreed: the actual readings show more delivery." });
    expect(answered.url).toMatch(/\/settlement\/disputes$/);
    expect(text(answered.html)).toContain(`Dispute ${id} is upheld`);
    expect(answered.html).toMatch(new RegExp(`data-dispute="${id}" data-dispute-status="upheld"`));
    // Answered once: the answer page sends the operator back to the list.
    expect((await operator.get(answerPath)).url).toMatch(/\/settlement\/disputes$/);

    // The frozen version does not move; the re-run adds the adjustment and says what changed.
    const frozen = await provider.get(`/settlement/invoices/${invoiceId}`);
    expect(frozen.html).not.toContain(`data-line="${event}-adjustment-${id}"`);
    expect(text(frozen.html)).toContain("Dispute " + id + ": upheld");
    const before = Number(text(frozen.html).match(/Net\s*£([\d,.]+)/)![1].replace(/,/g, ""));
    await sandbox().runSettlement(month);
    const rerun = await provider.get(`/settlement/invoices/${invoiceId}`);
    expect(rerun.html).toContain(`data-line="${event}-adjustment-${id}"`);
    expect(text(rerun.html)).toMatch(new RegExp(`Event ${event}, dispute adjustment\\s*£0\\.00\\s*£25\\.40\\s*£25\\.40`));
    const after = Number(text(rerun.html).match(/Net\s*£([\d,.]+)/)![1].replace(/,/g, ""));
    expect(Math.round((after - before) * 100)).toBe(2540);
  });

  test("SETT-01 after an upheld dispute the overview's row adds up: its Dispute adjustments column carries the amount, and every figure agrees with the invoice", async () => {
    const provider = await signedIn("provider@example.com");
    const list = await provider.get("/settlement/invoices");
    const ids = [...list.html.matchAll(/<tr data-invoice="([^"]+)">/g)].map((match) => match[1]);
    let invoiceId = "";
    for (const id of ids) if (/data-line="\d+-utilisation"/.test((await provider.get(`/settlement/invoices/${id}`)).html)) invoiceId = id;
    const invoice = await provider.get(`/settlement/invoices/${invoiceId}`);
    const month = invoiceId.slice(-7);
    const event = Number(invoice.html.match(/data-line="(\d+)-utilisation"/)![1]);
    const before = overviewRow(await provider.get("/settlement/overview"), month);
    // Shown in every invoiced month, nothing adjusted yet.
    expect(before["Dispute adjustments"]).toBe("£0.00");

    const href = `/settlement/invoices/${invoiceId}/dispute/${event}-utilisation`;
    await provider.get(href);
    await sendDispute(provider, href, "The meter's actual readings show more delivery than the estimate.");
    const operator = await signedIn("operator@example.com");
    const id = Math.max(...[...(await operator.get("/settlement/disputes")).html.matchAll(/data-dispute="(\d+)" data-dispute-status="open"/g)].map((match) => Number(match[1])));
    await operator.get(`/settlement/disputes/${id}/answer`);
    await operator.post(`/settlement/disputes/${id}/answer`, { decision: "upheld", adjustment: "25.40", answer: "Agreed." });

    const overview = await provider.get("/settlement/overview");
    const row = overviewRow(overview, month);
    expect(row["Dispute adjustments"]).toBe("£25.40");
    expect(pennies(row.Net) - pennies(before.Net)).toBe(2540);
    // The row's amounts add up to its net (a service fee or penalty column is there only when a month has one).
    const amounts = ["Availability", "Utilisation", "Service fee", "Penalty", "Dispute adjustments"].filter((heading) => heading in row);
    expect(amounts.reduce((sum, heading) => sum + pennies(row[heading]), 0)).toBe(pennies(row.Net));
    // And each agrees with the invoice's own totals.
    const totals = invoiceTotals(await provider.get(`/settlement/invoices/${invoiceId}`));
    for (const heading of [...amounts, "Net"]) expect(row[heading], heading).toBe(totals[heading] ?? "£0.00");
    // Every other invoiced month has the column too, at nothing.
    for (const [, other] of overview.html.matchAll(/<tr data-month="(\d{4}-\d{2})">/g)) if (other !== month) expect(overviewRow(overview, other)["Dispute adjustments"], other).toBe("£0.00");
  });

  test("SETT-01 upholding with neither adjustment nor answer says both at once, beside each field, with the decision kept", async () => {
    const operator = await signedIn("operator@example.com");
    const list = await operator.get("/settlement/disputes");
    const dispute = Number(list.html.match(/data-dispute="(\d+)" data-dispute-status="open"/)![1]);
    const answerPath = `/settlement/disputes/${dispute}/answer`;
    await operator.get(answerPath);
    const empty = await operator.post(answerPath, { decision: "upheld", adjustment: "", answer: "" });
    expect(empty.status).toBe(400);
    expect(errorOf(empty, "answer-dispute-adjustment")).toBe("Enter the adjustment an upheld dispute makes.");
    expect(errorOf(empty, "answer-dispute-answer")).toBe("This field may not be blank.");
    expect(empty.html.match(/<input type="radio"[^>]*value="upheld"[^>]*>/)![0]).toMatch(/\schecked/);
    // An adjustment that is not an amount is said beside it on the same post as the blank answer.
    const unreadable = await operator.post(answerPath, { decision: "upheld", adjustment: "25,4O", answer: "  " });
    expect(errorOf(unreadable, "answer-dispute-adjustment")).toBe("Enter an amount other than 0, with up to 2 decimal places, for example 25.40 or -12.00.");
    expect(errorOf(unreadable, "answer-dispute-answer")).toBe("This field may not be blank.");
    expect(unreadable.html.match(/<input[^>]*name="adjustment"[^>]*>/)![0]).toContain('value="25,4O"');
    // Nothing was answered: the dispute is still open.
    expect((await operator.get("/settlement/disputes")).html).toContain(`data-dispute="${dispute}" data-dispute-status="open"`);
  });

  test("SETT-01 the operator rejects the open dispute with an answer the provider sees, and the line can be disputed again", async () => {
    const operator = await signedIn("operator@example.com");
    const list = await operator.get("/settlement/disputes");
    const dispute = Number(list.html.match(/data-dispute="(\d+)" data-dispute-status="open"/)![1]);
    const answerPath = `/settlement/disputes/${dispute}/answer`;
    const modal = await operator.get(answerPath);
    expect(modal.html).toContain('role="dialog"');
    expect(text(modal.html)).toContain("The meter operator's actual readings are attached.");
    const unchosen = await operator.post(answerPath, { adjustment: "", answer: "" });
    expect(unchosen.status).toBe(400);
    expect(errorOf(unchosen, "answer-dispute-decision")).toBe("Choose whether to uphold or reject the dispute.");
    expect(errorOf(unchosen, "answer-dispute-answer")).toBe("This field may not be blank.");
    const withAdjustment = await operator.post(answerPath, { decision: "rejected", adjustment: "10", answer: "No outage was declared for this window." });
    expect(withAdjustment.status).toBe(400);
    expect(errorOf(withAdjustment, "answer-dispute-adjustment")).toBe("A rejected dispute has no adjustment: leave it empty.");
    await operator.post(answerPath, { decision: "rejected", adjustment: "", answer: "The estimated readings match the actual ones within 1 %." });

    const provider = await signedIn("provider@example.com");
    const mine = await provider.get("/settlement/disputes");
    expect(mine.html).toMatch(new RegExp(`data-dispute="${dispute}" data-dispute-status="rejected"`));
    expect(text(mine.html)).toContain("The estimated readings match the actual ones within 1 %.");
    const invoiceHref = mine.html.match(/href="(\/settlement\/invoices\/[^"]+)"/)![1];
    const invoice = await provider.get(invoiceHref);
    expect(invoice.html).toMatch(new RegExp(`data-dispute="${dispute}" data-dispute-status="rejected"`));
    expect(invoice.html).toMatch(/href="\/settlement\/invoices\/[^"]+\/dispute\/\d+-availability"/);
    // Providers cannot answer, and a line the invoice does not have is not found.
    expect((await provider.get(answerPath)).url).toMatch(/\/settlement\/disputes$/);
    expect((await provider.get(`${invoiceHref}/dispute/999999-availability`)).status).toBe(404);
  });
});
