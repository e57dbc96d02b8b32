import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries, withValues, type Entries } from "./form";

beforeEach(async () => {
  await sandbox().reset();
});

const MARKET_ACCESS = "/manage/flexprovider/market-access";
// The seeded market the demo provider has not registered for yet, and the steps of its application.
const NEW_MARKET = "Secure Winter Programme";
const STEPS = ["contracting", "assets", "audit", "organisation", "submit"] as const;

const path = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function postEntries(browser: NoJsBrowser, to: string, entries: Entries) {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const body = new URLSearchParams([...entries.filter(([name]) => name !== "csrf"), ["csrf", token]]);
  return browser.request(to, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

/** The market-access row of a market, as text, and the id in its links. */
async function marketRow(browser: NoJsBrowser, name: string) {
  const page = await browser.get(MARKET_ACCESS);
  const row = (page.html.split("<tr").find((candidate) => candidate.includes(name)) ?? "").split("</tr>")[0];
  return { row, text: text(row), id: Number(row.match(/market-access\/(\d+)\/register/)?.[1] ?? row.match(/name="market" value="(\d+)"/)?.[1]) };
}

/** Registers interest in the new market, then starts its application from the thanks modal: the first step's page. */
async function startApplication(browser: NoJsBrowser) {
  const { id } = await marketRow(browser, NEW_MARKET);
  const register = await browser.get(`${MARKET_ACCESS}/${id}/register`);
  expect(text(register.html)).toContain(`Register interest in ${NEW_MARKET}`);
  const thanks = await postEntries(browser, `${MARKET_ACCESS}/${id}/register`, formEntries(register.html, "market-registration"));
  expect(path(thanks.url)).toBe(`${MARKET_ACCESS}/${id}/thanks`);
  expect(text(thanks.html)).toContain("Thank you for your interest");
  const first = await browser.post(MARKET_ACCESS, { intent: "start", market: String(id) });
  expect(path(first.url)).toMatch(/^\/manage\/flexprovider\/applications\/\d+\/contracting$/);
  return first;
}

/** The error shown next to a question: the message its field points to with aria-describedby. */
function errorOf(html: string, key: string) {
  const error = html.match(new RegExp(`<p id="q-${key}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1];
  return error === undefined ? undefined : text(error).replace(/^\s*Error:?\s*/, "").trim();
}

const stepUrl = (applicationId: number, step: string) => `/manage/flexprovider/applications/${applicationId}/${step}`;

/** Posts a step's own form with some answers changed, as the given button. */
async function postStep(browser: NoJsBrowser, applicationId: number, step: string, values: Record<string, string>, intent = "continue") {
  const page = browser.last?.url.endsWith(`/${step}`) ? browser.last : await browser.get(stepUrl(applicationId, step));
  return postEntries(browser, stepUrl(applicationId, step), [...withValues(formEntries(page.html, "application-step"), values), ["intent", intent]]);
}

/** Posts a step as a multipart form, as a browser does when a file is chosen. */
async function postStepWithFile(browser: NoJsBrowser, applicationId: number, step: string, values: Record<string, string>, fileField: string, file: File) {
  const page = await browser.get(stepUrl(applicationId, step));
  const body = new FormData();
  for (const [name, value] of [...withValues(formEntries(page.html, "application-step"), values), ["intent", "continue"]]) body.append(name, value);
  body.append(fileField, file);
  return browser.request(stepUrl(applicationId, step), { method: "POST", body });
}

/** Answers that complete the steps after the first (the first is prefilled from company info). */
const ANSWERS: Record<string, Record<string, string>> = {
  // winter_capacity_mw is the operator's own question, added to its definition.
  assets: { asset_relationship: "owners", ownership_structure: "We own and run two battery sites.", winter_capacity_mw: "4.5" },
  audit: { has_achilles: "true", achilles_id: "UVDB-123456" },
  organisation: {
    in_receivership: "false",
    in_administration: "false",
    in_liquidation: "false",
    in_debt: "false",
    is_winding_up: "false",
    is_bankrupt: "false",
    has_convictions: "false",
    has_terminated_contracts: "false",
    employer_liability: "yes",
    public_liability: "yes",
    indemnity: "na",
    insurance_details: "5000000",
    has_outstanding_claims: "false",
  },
};

const REVIEWS = "/manage/systemoperator/201/applications";

/** The review link of the first (newest) row naming the provider. */
function latestLink(html: string, provider: string) {
  const row = (html.split("<tr").find((candidate) => candidate.includes(provider)) ?? "").split("</tr>")[0];
  const href = row.match(/href="([^"]+\/applications\/\d+)"/)?.[1];
  if (!href) throw new Error(`no application from ${provider}`);
  return href;
}

/** A provider's application to the new market, filled and submitted: its id. */
async function submitNewApplication(browser: NoJsBrowser, auditReport?: File) {
  const first = await startApplication(browser);
  const applicationId = Number(path(first.url).split("/")[4]);
  for (const step of ["contracting", "assets", "audit", "organisation"]) {
    if (step === "audit" && auditReport) await postStepWithFile(browser, applicationId, step, ANSWERS[step], "audit_report__upload", auditReport);
    else await postStep(browser, applicationId, step, ANSWERS[step] ?? {});
  }
  const submitted = await postStep(browser, applicationId, "submit", { contract_confirmation: "true" }, "submit");
  expect(text(submitted.html)).toContain("Submitted on");
  return applicationId;
}

describe("applications without JavaScript", () => {
  test("APP-01 APP-03 APP-05 MGMT-04 register interest, fill the five steps with a blank and a too-long answer, submit", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const first = await startApplication(browser);
    const applicationId = Number(path(first.url).split("/")[4]);
    expect(text(first.html)).toContain("Step 1 of 5: Contracting organisation");

    const tooLong = "B".repeat(81);
    const refused = await postStep(browser, applicationId, "contracting", { registered_name: "", trading_name: tooLong });
    expect(path(refused.url)).toBe(stepUrl(applicationId, "contracting"));
    expect(errorOf(refused.html, "registered_name")).toBe("This field may not be blank.");
    expect(errorOf(refused.html, "trading_name")).toMatch(/80/);
    expect(refused.html).toMatch(/id="q-registered_name"[^>]*aria-describedby="[^"]*q-registered_name-error/);
    expect(refused.html).toContain(`value="${tooLong}"`);
    expect(formEntries(refused.html, "application-step")).toContainEqual(["registered_number", "09876543"]);

    const second = await postStep(browser, applicationId, "contracting", { registered_name: "Brightside Energy Storage Ltd", trading_name: "Brightside Energy Storage" });
    expect(path(second.url)).toBe(stepUrl(applicationId, "assets"));
    for (const step of ["assets", "audit", "organisation"]) {
      const after = await postStep(browser, applicationId, step, ANSWERS[step]);
      expect(path(after.url), text(after.html).slice(0, 2000)).toBe(stepUrl(applicationId, STEPS[STEPS.indexOf(step as never) + 1]));
    }
    const unconfirmed = await postStep(browser, applicationId, "submit", {}, "submit");
    expect(errorOf(unconfirmed.html, "contract_confirmation")).toBe("This field may not be blank.");
    const submitted = await postStep(browser, applicationId, "submit", { contract_confirmation: "true" }, "submit");
    expect(text(submitted.html)).toContain("Submitted on");
    expect(text(submitted.html)).toContain("Northern Powergrid will review it");
    expect((await marketRow(browser, NEW_MARKET)).text).toContain("Application submitted");
    // A print layout of what was submitted, with the answers as the operator sees them.
    expect(submitted.html).toContain(`href="${stepUrl(applicationId, "print")}"`);
    const printed = text((await browser.get(stepUrl(applicationId, "print"))).html);
    expect(printed).toContain(`Your application to ${NEW_MARKET} DPS`);
    expect(printed).toMatch(/Are you registered with Achilles UVDB\? Yes Achilles UVDB supplier number UVDB-123456/);
    expect(printed).toContain("Total insurance cover held (GBP) £5,000,000.00");
    // The registered and the trading address read apart under their own headings, as in the form.
    expect(printed).toMatch(/Registered address Address line 1 4 Wellington Place .* Postcode LS1 4AP Trading address, if different Address line 1 – /);
  });

  test("APP-07 APP-06 the review heads the registered and the trading address apart, and each 'Ask about this answer' and its dialog name the address it asks about", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const review = await operator.get(latestLink((await operator.get(`${REVIEWS}?status=pending`)).html, "Moorland"));
    const page = text(review.html);
    expect(review.html).toMatch(/<h3 id="answers-contracting-registered_address">Registered address<\/h3>/);
    expect(review.html).toMatch(/<h3 id="answers-contracting-trading_address">Trading address, if different<\/h3>/);
    expect(page).toMatch(/Registered address Address line 1 \S.* Trading address, if different Address line 1 – /);
    // Each link's name says which address line it asks about: none is the same as another.
    const asks = [...review.html.matchAll(/<a class="app-ask"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => text(match[1]).trim());
    expect(asks).toContain("Ask about this answer : Address line 1 (Registered address)");
    expect(asks).toContain("Ask about this answer : Address line 1 (Trading address, if different)");
    expect(new Set(asks).size).toBe(asks.length);
    // The dialog the link opens names the address too.
    const links = [...review.html.matchAll(/<a class="app-ask"[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
    const href = links.find((match) => text(match[2]).includes("Address line 1 (Trading address"))![1];
    const dialog = text((await operator.get(href)).html);
    expect(dialog).toContain("will see your question on “Address line 1 (Trading address, if different)”");
  });

  test("APP-07 APP-05 APP-06 the operator, from the competitions page, reviews the submitted application with its uploaded attachment and approves it; the provider sees the market approved", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const report = new File(["%PDF-1.4 Brightside audit 2026"], "brightside-audit.pdf", { type: "application/pdf" });
    const applicationId = await submitNewApplication(provider, report);

    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    // The operator reaches the reviews from the competitions page.
    const competitions = await operator.get("/manage/systemoperator/201/competitions");
    expect(competitions.html).toMatch(/<a class="button"[^>]*href="\/manage\/systemoperator\/201\/applications"[^>]*>Review provider applications<\/a>/);
    const list = await operator.get(`${REVIEWS}?status=pending`);
    expect(text(list.html)).toContain("Brightside Energy Storage Ltd");
    const href = list.html.match(/href="(\/manage\/systemoperator\/\d+\/applications\/\d+)"[^>]*>[^<]*<\/a>\s*<\/t[dh]>\s*<td>[^<]*Secure Winter/)?.[1] ?? latestLink(list.html, "Brightside");
    const review = await operator.get(href);
    const page = text(review.html);
    expect(page).toContain("Application from Brightside Energy Storage Ltd");
    expect(page).toContain("Awaiting decision");
    expect(page).toMatch(/Are you registered with Achilles UVDB\? Yes/);
    expect(page).toMatch(/Is the organisation in receivership\? No/);
    expect(page).toMatch(/Parent company –/);
    expect(page).toContain("£5,000,000.00");
    expect(page).toContain("Country of registration United Kingdom");
    // The attachment uploaded through the file pipeline downloads from the review.
    expect(page).toContain("Download brightside-audit.pdf");
    const download = review.html.match(/href="([^"]+\/attachment\?key=[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    const file = await operator.get(download!);
    expect(file.headers.get("content-disposition")).toContain("brightside-audit.pdf");
    expect(file.html).toBe("%PDF-1.4 Brightside audit 2026");

    const confirm = await operator.get(`${href}/approve`);
    expect(confirm.status).toBe(200);
    const approved = await operator.post(`${href}/approve`, {});
    expect(path(approved.url)).toBe(href);
    expect(text(approved.html)).toMatch(/Approved on/);
    expect(approved.html).not.toContain(`${href}/approve"`);

    expect((await marketRow(provider, NEW_MARKET)).text).toContain("Approved");
    const outcome = await provider.get(stepUrl(applicationId, "submit"));
    expect(text(outcome.html)).toMatch(/Approved Approved on .* by Tom Okafor\./);
  });

  test("APP-07 APP-05 APP-04 a rejection needs a reason, which the provider sees and is e-mailed; the provider changes an answer and resubmits; the operator sees what changed", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const applicationId = await submitNewApplication(provider);
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const href = latestLink((await operator.get(`${REVIEWS}?status=pending`)).html, "Brightside");

    await operator.get(`${href}/reject`);
    const blank = await operator.post(`${href}/reject`, { reason: "" });
    expect(text(blank.html)).toContain("This field may not be blank.");
    const reason = "Public liability cover must be held before admission.";
    const rejected = await operator.post(`${href}/reject`, { reason });
    expect(path(rejected.url)).toBe(href);
    expect(text(rejected.html)).toContain(reason);

    const mail = (await sandbox().outbox()).at(-1) as { to: string; body?: string; link: string };
    expect(mail.to).toBe("provider@example.com");
    expect(mail.body).toContain(reason);
    const row = await marketRow(provider, NEW_MARKET);
    expect(row.text).toContain("Not successful");
    const seen = await provider.get(stepUrl(applicationId, "submit"));
    expect(text(seen.html)).toContain(reason);

    // APP-04: changing and resubmitting starts from the earlier submission's answers.
    expect(row.text).toContain("Change and resubmit");
    const link = row.row.match(/href="(\/manage\/flexprovider\/applications\/\d+)"/)?.[1] ?? "";
    const again = await provider.get(link);
    const draftId = Number(path(again.url).split("/")[4]);
    const audit = await provider.get(stepUrl(draftId, "audit"));
    expect(formEntries(audit.html, "application-step")).toContainEqual(["achilles_id", ANSWERS.audit.achilles_id]);
    await postStep(provider, draftId, "audit", { achilles_id: "UVDB-654321" });
    const resubmitted = await postStep(provider, draftId, "submit", { contract_confirmation: "true" }, "submit");
    expect(text(resubmitted.html)).toContain("Submitted on");
    const pending = await operator.get(`${REVIEWS}?status=pending`);
    expect(text(pending.html)).toMatch(/Brightside Energy Storage Ltd Resubmitted/);
    // The operator sees which answer changed since the rejected submission.
    const latest = text((await operator.get(latestLink(pending.html, "Brightside"))).html);
    expect(latest).toMatch(/1 answer changed since the previous submission of .*; it is marked below\./);
    expect(latest).toMatch(/Achilles UVDB supplier number Changed UVDB-654321/);
  });

  test("APP-07 the operator asks for more information on a single answer; the provider sees the request on that question", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const applicationId = await submitNewApplication(provider);
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const href = latestLink((await operator.get(`${REVIEWS}?status=pending`)).html, "Brightside");
    await operator.get(`${href}/ask/achilles_id`);
    const message = "Please send the certificate for this supplier number.";
    const asked = await operator.post(`${href}/ask/achilles_id`, { message });
    expect(path(asked.url)).toBe(href);
    const audit = await provider.get(stepUrl(applicationId, "audit"));
    expect(text(audit.html)).toContain(message);
  });

  test("APP-07 an attachment downloads through its presigned address; a failure shows the file download error", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const review = await operator.get(latestLink((await operator.get(`${REVIEWS}?status=rejected`)).html, "Octave"));
    const href = review.html.match(/href="([^"]+\/attachment\?key=[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(href).toBeDefined();
    const file = await operator.get(href!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("audit-report.pdf");
    expect(file.html.startsWith("%PDF")).toBe(true);

    await sandbox().fail({ path: "operator/attachments", status: 500 });
    const failed = await operator.request(href!, { headers: { Referer: review.url } });
    expect(path(failed.url)).toBe(path(review.url));
    expect(text(failed.html)).toContain("File download error");
    expect(text(failed.html)).toContain("Download failed. Please try again.");
  });

  test("APP-07 MGMT-04 VAL-02 the operator's list filters by status and submitted date; an empty result says 'No data found.'; a period with a mistake is said beside its field", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const pending = text((await operator.get(`${REVIEWS}?status=pending`)).html);
    expect(pending).toContain("Awaiting decision");
    expect(pending).not.toMatch(/\d{4} (Approved|Rejected)/);
    const later = (await sandbox().today()).plus({ days: 30 }).toISODate();
    const none = text((await operator.get(`${REVIEWS}?from=${later}`)).html);
    expect(none).toContain("No data found.");
    expect(none).toMatch(/customer success/i);
    // An end before the start, or a day that does not exist, is said beside its field, and nothing is listed for it.
    const today = await sandbox().today();
    const backwards = await operator.get(`${REVIEWS}?from=${today.toISODate()}&to=${today.minus({ months: 6 }).toISODate()}`);
    expect(backwards.html).toMatch(/id="filter-to-error"[^>]*>[\s\S]*?The end of the period must not be before its start\./);
    expect(text(backwards.html)).toContain("Correct the dates to see the applications.");
    expect(backwards.html).not.toContain(`${REVIEWS}/`);
    const unreal = await operator.get(`${REVIEWS}?from=2026-02-31`);
    expect(unreal.html).toMatch(/id="filter-from-error"[^>]*>[\s\S]*?Enter a real date/);
    // A day typed as DD-MM-YYYY is read as the same day.
    const typed = await operator.get(`${REVIEWS}?from=${today.minus({ years: 5 }).toFormat("dd-MM-yyyy")}`);
    expect(typed.html).not.toContain("filter-from-error\"");
    expect(typed.html).toContain(`value="${today.minus({ years: 5 }).toISODate()}"`);
  });

  test("APP-02 APP-04 the organisation form: four steps, conditional trading fields, GB by default, carried-over answers, the declaration required", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { id } = await marketRow(browser, "Mercato Flessibilità Locale");
    const first = await browser.post(MARKET_ACCESS, { intent: "start", market: String(id) });
    const applicationId = Number(path(first.url).split("/")[4]);
    expect(path(first.url)).toBe(stepUrl(applicationId, "profile"));
    expect(text(first.html)).toContain("Step 1 of 4: Organisation profile");
    expect(text(first.html)).toMatch(/1\. Organisation profile 2\. Organisation status 3\. Auditing and insurance 4\. Declaration/);
    expect(formEntries(first.html, "application-step")).toContainEqual(["registration_country", "GB"]);
    expect(first.html).not.toContain('name="trading_name"');

    const refused = await postStep(browser, applicationId, "profile", { org_introduction: "", trading_name_different: "true", part_of_group: "false" });
    expect(errorOf(refused.html, "org_introduction")).toBe("This field may not be blank.");
    // The trading name is carried over from the provider's earlier submission; the trading address is not.
    expect(formEntries(refused.html, "application-step")).toContainEqual(["trading_name", "Brightside Energy Storage"]);
    expect(errorOf(refused.html, "trading_address_1")).toBe("This field may not be blank.");
    expect(errorOf(refused.html, "trading_postcode")).toBe("This field may not be blank.");
    expect(errorOf(refused.html, "parent_org")).toBeUndefined();
    expect(formEntries(refused.html, "application-step")).toContainEqual(["trading_name_different", "true"]);

    const declare = await browser.get(stepUrl(applicationId, "declare"));
    expect(text(declare.html)).toContain("Step 4 of 4: Declaration");
    const undeclared = await postStep(browser, applicationId, "declare", {}, "continue");
    expect(errorOf(undeclared.html, "declaration")).toBe("This field may not be blank.");
  });

  test("APP-05 APP-03 the steps summary counts the answers shown in error on the declaration, right after a refused submit and after a reload", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { id } = await marketRow(browser, "Mercato Flessibilità Locale");
    const first = await browser.post(MARKET_ACCESS, { intent: "start", market: String(id) });
    const applicationId = Number(path(first.url).split("/")[4]);
    const declaration = (html: string) => text(html).match(/Before you submit[\s\S]*?Declaration (Not started|Saved|Complete|\d+ answers? needs? attention)/)?.[1];
    const shownErrors = (html: string) => [...html.matchAll(/<p id="q-([a-z_]+)-error"/g)].map((match) => match[1]);
    await browser.get(stepUrl(applicationId, "declare"));
    const refused = await postStep(browser, applicationId, "declare", { contact_email: "not-an-email", contact_number: "abc", contract_entity: "false" }, "submit");
    expect(path(refused.url)).toBe(stepUrl(applicationId, "declare"));
    expect(shownErrors(refused.html).sort()).toEqual(["contact_email", "contact_number", "contract_entity_details", "declaration"]);
    // What was typed stays in the form.
    expect(formEntries(refused.html, "application-step")).toContainEqual(["contact_email", "not-an-email"]);
    expect(declaration(refused.html)).toBe("4 answers need attention");
    // A reload shows the answers stored (the refused ones keep their earlier value): its count is of the errors it shows.
    const reloaded = await browser.get(stepUrl(applicationId, "declare"));
    expect(declaration(reloaded.html)).toBe(`${shownErrors(reloaded.html).length} answers need attention`);
  });
});

describe("a submitted application's print, without JavaScript", () => {
  /** The print of the provider's approved application to a market on the organisation form, and the same application's auditing step. */
  async function approvedPrint(browser: NoJsBrowser, market: string) {
    const { row } = await marketRow(browser, market);
    const application = row.match(/href="(\/manage\/flexprovider\/applications\/\d+)"/)?.[1];
    expect(application, row).toBeDefined();
    const auditing = await browser.get(`${application}/auditing`);
    return { print: await browser.get(`${application}/print`), auditing };
  }

  /** A seeded certificate's expiry date as the auditing step holds it (YYYY-MM-DD). */
  const expiryOf = (html: string, key: string) => html.match(new RegExp(`name="${key}"[^>]*value="(\\d{4}-\\d{2}-\\d{2})"`))?.[1];

  test("APP-06 APP-02 the print names each submitted file, which the provider downloads from it", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const { print } = await approvedPrint(browser, "Electricity North West Flexibility");
    const printed = text(print.html);
    expect(printed).toContain("Latest audited accounts or audit report Download audit.pdf");
    for (const certificate of ["employer-insurance-docs.pdf", "public-insurance-docs.pdf", "professional-insurance-docs.pdf"]) expect(printed).toContain(`certificate Download ${certificate}`);
    expect(printed).not.toMatch(/(audit report|certificate) –/);
    const links = [...print.html.matchAll(/href="([^"]+\/attachment\?key=[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
    expect(links).toHaveLength(4);
    const file = await browser.get(links[0]);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("audit.pdf");
    expect(file.html.startsWith("%PDF")).toBe(true);
  });

  test("APP-06 I18N-01 the print writes a certificate's expiry date as the app writes dates, in the reader's language", async () => {
    for (const [email, locale, market, question] of [
      ["provider@example.com", "en-GB", "Electricity North West Flexibility", "Employer's liability insurance certificate expiry date"],
      ["max@example.com", "it-IT", "Electricity North West Flexibility", "Data di scadenza del certificato dell'assicurazione di responsabilità civile verso i dipendenti"],
    ]) {
      const browser = new NoJsBrowser();
      await browser.login(email);
      const { print, auditing } = await approvedPrint(browser, market);
      const expiry = expiryOf(auditing.html, "employer_insurance_expiry");
      expect(expiry, email).toBeDefined();
      const written = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${expiry}T00:00:00Z`));
      const printed = text(print.html);
      expect(printed.includes(`${question} ${written} `), `${email}: ${question} ${written}`).toBe(true);
      expect(printed.includes(`${question} ${expiry}`), `${email}: not ${expiry}`).toBe(false);
    }
  });
});

describe("documents that expire, without JavaScript", () => {
  test("APP-02 MGMT-03 the provider is warned of an insurance certificate expiring within 30 days, the standing shows at risk, and once the date passes the warning says it expired", async () => {
    const browser = new NoJsBrowser();
    await browser.login("provider@example.com");
    const page = await browser.get(MARKET_ACCESS);
    const notice = text(page.html.match(/<div class="app-notice app-notice--warning"[\s\S]*?<\/div>/)?.[0] ?? "");
    expect(notice).toContain("Documents about to expire");
    expect(notice).toMatch(/Employer's liability insurance certificate for Flexible Power expires on .+: send .+ a renewed certificate before then/);
    const rowOf = (name: string) => page.html.split("<tr").slice(1).find((row) => row.includes(`${name}<span`))?.split("</tr>")[0] ?? "";
    expect(text(rowOf("Flexible Power"))).toContain("Approved At risk");
    // Other approved markets rest on certificates a year away: no risk shown for them.
    expect(text(rowOf("UK Power Networks Flexibility"))).toContain("Approved");
    expect(text(rowOf("UK Power Networks Flexibility"))).not.toContain("At risk");

    await sandbox().advanceClock(25 * 24 * 3600);
    // 25 days on, the session has long ended: sign in again.
    const returning = new NoJsBrowser();
    await returning.login("provider@example.com");
    const later = text((await returning.get(MARKET_ACCESS)).html);
    expect(later).toMatch(/Employer's liability insurance certificate for Flexible Power expired on .+: send .+ a renewed certificate, as your approval there is at risk/);
  });
});

describe("saving a step when the marketplace service fails, without JavaScript", () => {
  test("APP-03 CALL-08 the step comes back with the answers typed and the message; once the service recovers the same post saves them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const first = await startApplication(browser);
    const applicationId = Number(path(first.url).split("/")[4]);
    const answers = { registered_name: "Brightside Energy Storage (Holdings) Ltd", trading_name: "Brightside & Co" };

    await sandbox().fail({ path: "/./", method: "PUT", status: 504 });
    try {
      const failed = await postStep(browser, applicationId, "contracting", answers);
      expect(failed.status).toBe(504);
      expect(path(failed.url)).toBe(stepUrl(applicationId, "contracting"));
      expect(text(failed.html)).toContain("The marketplace service took too long to answer. Please try again in a moment.");
      expect(text(failed.html)).not.toContain("Oh no!");
      const kept = formEntries(failed.html, "application-step");
      for (const [name, value] of Object.entries(answers)) expect(kept, name).toContainEqual([name, value]);
    } finally {
      await sandbox().clearFaults();
    }

    const saved = await postStep(browser, applicationId, "contracting", answers);
    expect(path(saved.url)).toBe(stepUrl(applicationId, "assets"));
  });
});

describe("an operator's decision when the marketplace service fails, without JavaScript", () => {
  test("APP-07 CALL-08 the reject dialog comes back with the reason typed and the message; once the service recovers the same reason rejects", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const pending = await operator.get(`${REVIEWS}?status=pending`);
    const href = pending.html.match(/href="(\/manage\/systemoperator\/201\/applications\/\d+)"/)![1];
    await operator.get(`${href}/reject`);
    const reason = 'Public liability cover of £5m must be held & shown "before" admission.';

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await operator.post(`${href}/reject`, { reason });
      expect(failed.status).toBe(503);
      expect(path(failed.url)).toBe(`${href}/reject`);
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(formEntries(failed.html, "reject-application")).toContainEqual(["reason", reason]);
    } finally {
      await sandbox().clearFaults();
    }

    const rejected = await operator.post(`${href}/reject`, { reason });
    expect(path(rejected.url)).toBe(href);
    expect(text(rejected.html)).toContain(reason);
  });
});
