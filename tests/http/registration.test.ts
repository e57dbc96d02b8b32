import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries, withValues, type Entries } from "./form";

beforeEach(async () => {
  await sandbox().reset();
});

async function postEntries(browser: NoJsBrowser, to: string, entries: Entries) {
  const token = browser.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  const body = new URLSearchParams([...entries.filter(([name]) => name !== "csrf"), ["csrf", token]]);
  return browser.request(to, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

/** Posts the registration form shown last, with some answers changed, as the given button. */
async function stage(browser: NoJsBrowser, intent: string, values: Record<string, string | string[]> = {}) {
  const entries = withValues(formEntries(browser.last!.html, "register-form"), values).filter(([name]) => name !== "intent");
  // Each stage is its own page (/register/user …) and posts to itself.
  return postEntries(browser, new URL(browser.last!.url).pathname, [...entries, ["intent", intent]]);
}

/** The error shown under a field: the message its input points to with aria-describedby. */
function errorOf(html: string, id: string) {
  const error = html.match(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1];
  return error === undefined ? undefined : text(error).replace(/^\s*Error:?\s*/, "").trim();
}

const valueOf = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`))?.[1] ?? html.match(new RegExp(`<input[^>]*value="([^"]*)"[^>]*id="${id}"`))?.[1];

const PASSWORD = "Tidal-Range-2031";
const USER = { "user.first_name": "Maya", "user.last_name": "Okoro", "user.email": "provider@example.com", "user.password": PASSWORD, "user.password_confirmation": PASSWORD };
const COMPANY = { "company.name": "Estuary Flex Ltd", "company.website": "https://estuary-flex.example", "company.email": "hello@estuary-flex.example", "company.registration_no": "12345678", "company.country": "GB" };

describe("registration without JavaScript", () => {
  test("REG-01 REG-02 a visitor registers a company and a user stage by stage, errors on the fields with nothing lost, confirms the e-mail and signs in", async () => {
    const browser = new NoJsBrowser();
    // A later stage opened by its address before "Before you start" was read sends the visitor there, marked not done.
    const early = await browser.get("/register/user");
    expect(new URL(early.url).pathname).toBe("/register/confirm");
    expect(early.html).not.toContain("is-confirmed");
    const start = await browser.get("/register");
    expect(new URL(start.url).pathname).toBe("/register/confirm");
    expect(text(start.html)).toContain("Before you start");
    let page = await stage(browser, "start");
    expect(new URL(page.url).pathname).toBe("/register/user");
    expect(valueOf(page.html, "register-user-first_name")).toBe("");
    expect(page.html).toMatch(/<li class="is-confirmed">1\. Before you start/);
    // The company stage cannot be opened before the user stage is saved.
    expect(new URL((await browser.get("/register/company")).url).pathname).toBe("/register/user");

    // A taken e-mail and terms not accepted: both are told on their fields, the names typed stay.
    page = await stage(browser, "user", USER);
    expect(errorOf(page.html, "register-user-email")).toBe("A user with this email address already exists.");
    expect(errorOf(page.html, "register-user-user_terms")).toBe("You must accept the terms to register.");
    expect(valueOf(page.html, "register-user-first_name")).toBe("Maya");
    expect(valueOf(page.html, "register-user-email")).toBe("provider@example.com");

    const email = "maya.okoro@estuary-flex.example";
    page = await stage(browser, "user", { ...USER, "user.email": email, "user.user_terms": "on" });
    expect(new URL(page.url).pathname).toBe("/register/company");
    expect(page.html).toContain('id="register-company-name"');
    // Reopened from its address, the user stage shows what was saved.
    expect(valueOf((await browser.get("/register/user")).html, "register-user-first_name")).toBe("Maya");
    page = await browser.get("/register/company");

    // REG-02: the frequent countries first, GB chosen for an en-GB browser.
    const countries = page.html.match(/<select[^>]*id="register-company-country"[\s\S]*?<\/select>/)?.[0] ?? "";
    const frequent = countries.match(/<optgroup label="Frequently chosen">([\s\S]*?)<\/optgroup>/)?.[1] ?? "";
    expect([...frequent.matchAll(/value="([A-Z]{2})"/g)].map((match) => match[1])).toEqual(["GB", "IT", "US"]);
    expect(countries).toContain('<optgroup label="All other countries">');
    expect(countries).toMatch(/<option value="GB" selected/);

    // A number that is not a Companies House number, terms not accepted.
    page = await stage(browser, "company", { ...COMPANY, "company.registration_no": "12-AB" });
    expect(errorOf(page.html, "register-company-registration_no")).toBe("Enter a valid company registration number for the country chosen.");
    expect(errorOf(page.html, "register-company-terms_of_service")).toBe("You must accept the terms to register.");
    expect(valueOf(page.html, "register-company-name")).toBe("Estuary Flex Ltd");

    page = await stage(browser, "company", { ...COMPANY, "company.terms_of_service": "on" });
    expect(new URL(page.url).pathname).toBe("/register/submit");
    expect(text(page.html)).toContain(`Maya Okoro (${email})`);
    // The country by its name, as the list offered it.
    expect(text(page.html)).toContain("Estuary Flex Ltd · 12345678 · United Kingdom");
    // Everything entered is checked before submitting: the company's e-mail address and website too.
    expect(text(page.html)).toContain("Company e-mail address hello@estuary-flex.example");
    expect(text(page.html)).toContain("Website https://estuary-flex.example");
    page = await stage(browser, "submit");
    expect(text(page.html)).toContain(email);
    // The browser's Back to a stage already sent shows what was received, not a form that can no longer be saved.
    for (const back of ["company", "user"]) {
      const again = await browser.get(`/register/${back}`);
      expect(new URL(again.url).pathname, back).toBe("/register/submit");
      expect(text(again.html)).toContain(`Registration received. We have sent a link to ${email}`);
      expect(again.html).not.toContain('name="intent" value="company"');
    }

    // The e-mailed link opens a page; its button confirms the address.
    const mail = (await sandbox().outbox()).find((entry) => entry.to === email);
    expect(mail?.link).toMatch(/^\/register\/verify\?uid=/);
    const confirm = await browser.get(mail!.link);
    const confirmed = await postEntries(browser, "/register/verify", formEntries(confirm.html, "confirm-email"));
    expect(confirmed.status).toBe(200);
    expect(text(confirmed.html)).toMatch(/confirmed/i);

    const member = new NoJsBrowser();
    const home = await member.login(email, PASSWORD);
    expect(new URL(home.url).pathname).not.toBe("/login");
  });

  test("REG-01 CALL-08 confirming the e-mail when the service fails comes back to the confirmation with the failure and its status, the link's details kept; once it recovers the same button confirms", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    const email = "ines.varga@estuary-flex.example";
    await stage(browser, "user", { ...USER, "user.email": email, "user.user_terms": "on" });
    await stage(browser, "company", { ...COMPANY, "company.terms_of_service": "on" });
    await stage(browser, "submit");
    const mail = (await sandbox().outbox()).find((entry) => entry.to === email);
    expect(mail?.link).toMatch(/^\/register\/verify\?uid=/);
    const link = new URL(mail!.link, "http://app").searchParams;
    const confirm = await browser.get(mail!.link);
    const entries = formEntries(confirm.html, "confirm-email");

    await sandbox().fail({ path: "/./", method: "POST", status: 503 });
    try {
      const failed = await postEntries(browser, "/register/verify", entries);
      expect(failed.status).toBe(503);
      expect(new URL(failed.url).pathname).toBe("/register/verify");
      expect(failed.html).toMatch(/<div class="form-error" role="alert"><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      const kept = formEntries(failed.html, "confirm-email");
      expect(kept).toContainEqual(["uid", link.get("uid")]);
      expect(kept).toContainEqual(["token", link.get("token")]);
    } finally {
      await sandbox().clearFaults();
    }

    const confirmed = await postEntries(browser, "/register/verify", formEntries(browser.last!.html, "confirm-email"));
    expect(confirmed.status).toBe(200);
    expect(text(confirmed.html)).toMatch(/confirmed/i);
  });

  test("REG-01 CALL-08 saving the user stage when the service fails comes back to the user stage with the failure, its status and everything typed but the passwords; once it recovers the same stage saves", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    const email = "tomas.ruiz@estuary-flex.example";
    const typed = { ...USER, "user.email": email, "user.user_terms": "on" };

    // A 500 is a bad answer from the service; one that cannot be read is too.
    for (const fault of [{ status: 500 }, { malformed: true }]) {
      await sandbox().fail({ path: "/registrations/", method: "POST", ...fault });
      try {
        const failed = await stage(browser, "user", typed);
        expect(failed.status).toBe(502);
        expect(new URL(failed.url).pathname).toBe("/register/user");
        expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service sent an answer we could not read\. Please try again in a moment\.<\/p><\/div>/);
        expect(text(failed.html)).not.toContain("Oh no!");
        expect(valueOf(failed.html, "register-user-first_name")).toBe("Maya");
        expect(valueOf(failed.html, "register-user-last_name")).toBe("Okoro");
        expect(valueOf(failed.html, "register-user-email")).toBe(email);
        expect(formEntries(failed.html, "register-form")).toContainEqual(["user.user_terms", "on"]);
        // The passwords are never filled in again, as after a refusal.
        expect(valueOf(failed.html, "register-user-password")).toBe("");
        expect(failed.html).toMatch(/<li class="is-confirmed">1\. Before you start/);
      } finally {
        await sandbox().clearFaults();
      }
    }

    const saved = await stage(browser, "user", { "user.password": PASSWORD, "user.password_confirmation": PASSWORD });
    expect(new URL(saved.url).pathname).toBe("/register/company");
    expect(valueOf((await browser.get("/register/user")).html, "register-user-email")).toBe(email);
  });

  test("REG-01 CALL-08 saving the company stage or submitting when the service fails comes back to that stage with the failure, its status and everything entered; once it recovers the same stage goes on", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    const email = "alba.moreau@estuary-flex.example";
    await stage(browser, "user", { ...USER, "user.email": email, "user.user_terms": "on" });
    const typed = { ...COMPANY, "company.country": "IT", "company.registration_no": "01234567890", "company.terms_of_service": "on" };

    await sandbox().fail({ path: "/company/", method: "PUT", status: 503 });
    try {
      const failed = await stage(browser, "company", typed);
      expect(failed.status).toBe(503);
      expect(new URL(failed.url).pathname).toBe("/register/company");
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service cannot be reached at the moment\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      const kept = formEntries(failed.html, "register-form");
      for (const [name, value] of Object.entries(typed)) expect(kept).toContainEqual([name, value]);
      // The user stage saved before rides along with it.
      expect(kept).toContainEqual(["user.email", email]);
    } finally {
      await sandbox().clearFaults();
    }

    let page = await stage(browser, "company", {});
    expect(new URL(page.url).pathname).toBe("/register/submit");
    expect(text(page.html)).toContain("Estuary Flex Ltd · 01234567890 · Italy");

    await sandbox().fail({ path: "/submit/", method: "POST", status: 504 });
    try {
      const failed = await stage(browser, "submit");
      expect(failed.status).toBe(504);
      expect(new URL(failed.url).pathname).toBe("/register/submit");
      expect(failed.html).toMatch(/<div class="form-error" role="alert"[^>]*><p>The marketplace service took too long to answer\. Please try again in a moment\.<\/p><\/div>/);
      expect(text(failed.html)).not.toContain("Oh no!");
      expect(text(failed.html)).toContain(`Maya Okoro (${email})`);
      expect(text(failed.html)).toContain("Estuary Flex Ltd · 01234567890 · Italy");
      expect(failed.html).toContain('name="intent" value="submit"');
    } finally {
      await sandbox().clearFaults();
    }
    expect((await sandbox().outbox()).some((mail) => mail.to === email)).toBe(false);

    page = await stage(browser, "submit");
    expect(text(page.html)).toContain(email);
    expect((await sandbox().outbox()).some((mail) => mail.to === email)).toBe(true);
  });

  test("REG-01 reset clears every stage's answers", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    let page = await stage(browser, "user", { ...USER, "user.email": "someone.new@example.com", "user.user_terms": "on" });
    expect(page.html).toContain('id="register-company-name"');
    page = await stage(browser, "reset");
    expect(new URL(page.url).pathname).toBe("/register/confirm");
    page = await stage(browser, "start");
    expect(page.html).not.toContain("someone.new@example.com");
    expect(page.html).not.toContain('name="registration"');
  });

  test("REG-01 REG-02 Back keeps a stage's answers unsaved and unchecked, so coming forward again shows them, the country chosen included", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    await stage(browser, "user", { ...USER, "user.email": "back.again@example.com", "user.user_terms": "on" });
    const lang = { "Accept-Language": "en-US,en;q=0.9" };
    const token = browser.last!.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    // Incomplete answers (no terms, no website) with a country other than the browser's: Back does not check them.
    const typed = { "company.name": "Estuary Flex Ltd", "company.email": "hello@estuary-flex.example", "company.registration_no": "12345678", "company.country": "GB" };
    const entries = withValues(formEntries(browser.last!.html, "register-form"), typed).filter(([name]) => name !== "intent" && name !== "csrf");
    const back = await browser.request("/register/company", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...lang },
      body: new URLSearchParams([...entries, ["intent", "back"], ["csrf", token]]),
    });
    expect(new URL(back.url).pathname).toBe("/register/user");
    expect(errorOf(back.html, "register-company-name")).toBeUndefined();
    expect(valueOf(back.html, "register-user-first_name")).toBe("Maya");

    // Forward again with Continue on the user stage, then by the company stage's address.
    let page = await stage(browser, "user", { "user.password": "", "user.password_confirmation": "" });
    expect(new URL(page.url).pathname).toBe("/register/company");
    for (const shown of [page, await browser.request("/register/company", { headers: lang })]) {
      expect(valueOf(shown.html, "register-company-name")).toBe("Estuary Flex Ltd");
      expect(valueOf(shown.html, "register-company-email")).toBe("hello@estuary-flex.example");
      expect(valueOf(shown.html, "register-company-registration_no")).toBe("12345678");
      expect(shown.html).toMatch(/<option value="GB" selected/);
      expect(shown.html).not.toMatch(/<option value="US" selected/);
    }

    // Back from the user stage keeps its changes too, the password excepted.
    page = await stage(browser, "back");
    expect(new URL(page.url).pathname).toBe("/register/user");
    page = await stage(browser, "back", { "user.first_name": "Mayra" });
    expect(new URL(page.url).pathname).toBe("/register/confirm");
    page = await stage(browser, "start");
    expect(valueOf(page.html, "register-user-first_name")).toBe("Mayra");
    expect(valueOf(page.html, "register-user-password")).toBe("");

    // Once saved, the company stage shows what was saved.
    page = await stage(browser, "user", { "user.password": "", "user.password_confirmation": "" });
    page = await stage(browser, "company", { "company.website": "https://estuary-flex.example", "company.terms_of_service": "on" });
    expect(new URL(page.url).pathname).toBe("/register/submit");
    expect(text(page.html)).toContain("Estuary Flex Ltd · 12345678 · United Kingdom");
    expect(text(page.html)).toContain("Mayra Okoro");
  });

  test("REG-01 a link that is not valid or cut short offers a new link, sign-in and registering again instead of the same button; a link used before says so and offers Sign in", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    const email = "lina.ferro@estuary-flex.example";
    await stage(browser, "user", { ...USER, "user.email": email, "user.user_terms": "on" });
    await stage(browser, "company", { ...COMPANY, "company.terms_of_service": "on" });
    await stage(browser, "submit");
    const mail = (await sandbox().outbox()).find((entry) => entry.to === email);
    const link = new URL(mail!.link, "http://app").searchParams;

    const deadEnd = (html: string) => {
      expect(html).not.toContain('id="confirm-email"');
      expect(text(html)).not.toContain("Confirm my e-mail address");
      expect(html).toMatch(/<a[^>]*href="\/login"/);
      expect(html).toMatch(/<a[^>]*href="\/register"/);
      expect(html).toContain('id="resend-confirmation"');
    };
    // Cut short: no token at all.
    const cut = await browser.get(`/register/verify?uid=${link.get("uid")}`);
    expect(text(cut.html)).toContain("This confirmation link is not valid.");
    deadEnd(cut.html);
    // A token that is not the link's.
    const opened = await browser.get(`/register/verify?uid=${link.get("uid")}&token=not-the-token`);
    const invalid = await postEntries(browser, "/register/verify", formEntries(opened.html, "confirm-email"));
    expect(text(invalid.html)).toContain("This confirmation link is not valid.");
    deadEnd(invalid.html);

    // A new link for the address: the page says it is on its way, and it confirms.
    const before = (await sandbox().outbox()).filter((entry) => entry.to === email).length;
    const resent = await postEntries(browser, "/register/verify", [...withValues(formEntries(invalid.html, "resend-confirmation"), { email }), ["intent", "resend"]]);
    expect(resent.status).toBe(200);
    expect(text(resent.html)).toContain("a new confirmation link is on its way");
    const mails = (await sandbox().outbox()).filter((entry) => entry.to === email);
    expect(mails.length).toBe(before + 1);
    const fresh = await browser.get(mails.at(-1)!.link);
    const confirmed = await postEntries(browser, "/register/verify", formEntries(fresh.html, "confirm-email"));
    expect(text(confirmed.html)).toContain("Your e-mail address is confirmed.");

    // The first link again, now that the address is confirmed: it says so and offers Sign in, not the button.
    const again = await browser.get(mail!.link);
    const used = await postEntries(browser, "/register/verify", formEntries(again.html, "confirm-email"));
    expect(used.status).toBe(200);
    expect(text(used.html)).toContain("This email address has already been confirmed.");
    expect(used.html).not.toContain('id="confirm-email"');
    expect(used.html).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in<\/a>/);
  });

  test("REG-02 a browser asking for Italian gets Italy chosen first", async () => {
    const browser = new NoJsBrowser();
    await browser.get("/register");
    await stage(browser, "start");
    const entries = [...withValues(formEntries(browser.last!.html, "register-form"), { ...USER, "user.email": "nuovo@example.com", "user.user_terms": "on" }).filter(([name]) => name !== "intent"), ["intent", "user"]];
    const token = browser.last!.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
    const after = await browser.request("/register/user", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "it-IT,it;q=0.9" },
      body: new URLSearchParams([...entries.filter(([name]) => name !== "csrf"), ["csrf", token]]),
    });
    expect(new URL(after.url).pathname).toBe("/register/company");
    const company = await browser.request("/register/company", { headers: { "Accept-Language": "it-IT,it;q=0.9" } });
    expect(company.html).toMatch(/<option value="IT" selected/);
  });
});

describe("settings without JavaScript", () => {
  test("SET-01 a team admin invites a colleague, who sets a password from the e-mail and signs in, and resends a pending invitation; no Deactivate on one's own row", async () => {
    const admin = new NoJsBrowser();
    await admin.login("provider@example.com");
    const team = await admin.get("/settings/team");
    expect(text(team.html)).toContain("new.member@example.com");
    // One's own row is marked and offers no Deactivate; a colleague's does.
    const own = team.html.split("<tr").find((row) => row.includes("provider@example.com"))!;
    expect(text(own)).toContain("provider@example.com (you)");
    expect(own).not.toContain("/deactivate");
    expect(team.html.split("<tr").find((row) => row.includes("new.member@example.com"))).toContain("/deactivate");
    const before = (await sandbox().outbox()).length;

    // A missing e-mail is told on its field; the names typed stay.
    let page = await postEntries(admin, "/settings/team", [...withValues(formEntries(team.html, "invite"), { email: "", first_name: "Lena", last_name: "Hart", roles: ["operations"] }), ["intent", "invite"]]);
    expect(errorOf(page.html, "invite-email")).toBeTruthy();
    expect(valueOf(page.html, "invite-first_name")).toBe("Lena");

    page = await postEntries(admin, "/settings/team", [...withValues(formEntries(page.html, "invite"), { email: "lena.hart@brightside.example", first_name: "Lena", last_name: "Hart", roles: ["operations"] }), ["intent", "invite"]]);
    expect(new URL(page.url).pathname).toBe("/settings/team");
    expect(text(page.html)).toContain("lena.hart@brightside.example");
    const invitation = (await sandbox().outbox()).slice(before).find((mail) => mail.to === "lena.hart@brightside.example");
    expect(invitation?.link).toMatch(/^\/passwordreset\/newuser\//);

    // The colleague sets a first password from the e-mail and signs in.
    const colleague = new NoJsBrowser();
    await colleague.get(invitation!.link);
    const set = await colleague.post(invitation!.link, { new_password: PASSWORD, re_new_password: PASSWORD });
    expect(set.status).toBeLessThan(400);
    const signedIn = await colleague.login("lena.hart@brightside.example", PASSWORD);
    expect(new URL(signedIn.url).pathname).not.toBe("/login");

    // Resend invite: only members who have not activated have the button.
    const rows = page.html.split("<tr").filter((row) => row.includes("Resend invite"));
    expect(rows.some((row) => row.includes("new.member@example.com"))).toBe(true);
    expect(rows.some((row) => row.includes("ops@brightside.example"))).toBe(false);
    const pending = rows.find((row) => row.includes("new.member@example.com"))!;
    const memberId = pending.match(/name="member" value="(\d+)"/)![1];
    const count = (await sandbox().outbox()).length;
    const resent = await admin.post("/settings/team", { intent: "resend", member: memberId });
    expect(text(resent.html)).toContain("new.member@example.com");
    const after = await sandbox().outbox();
    expect(after.length).toBe(count + 1);
    expect(after.at(-1)?.to).toBe("new.member@example.com");
  });

  test("SET-01 a member who is not a team admin sees the team read-only and cannot change it", async () => {
    const member = new NoJsBrowser();
    await member.login("provider2@example.com");
    const team = await member.get("/settings/team");
    expect(team.status).toBe(200);
    expect(team.html).not.toContain('id="invite"');
    const refused = await member.post("/settings/team", { intent: "invite", email: "x@example.com", first_name: "X", last_name: "Y", roles: "operations" }, { follow: false });
    expect(refused.status).toBe(403);
  });

  test("SET-01 VAL-05 organisation details: a blank name is refused on its field with the rest kept, a script address is not a website, a good change is saved with a notice and the address keeps its lines", async () => {
    const admin = new NoJsBrowser();
    await admin.login("provider@example.com");
    const page = await admin.get("/settings/organisation");
    const refused = await postEntries(admin, "/settings/organisation", withValues(formEntries(page.html, "organisation"), { name: "", phone: "+44 113 496 0999" }));
    expect(errorOf(refused.html, "organisation-name")).toContain("This field may not be blank.");
    expect(valueOf(refused.html, "organisation-phone")).toBe("+44 113 496 0999");
    // A website must be an http or https address: a script address is refused beside the field.
    const script = await postEntries(admin, "/settings/organisation", withValues(formEntries(page.html, "organisation"), { website: "javascript:alert(1)" }));
    expect(errorOf(script.html, "organisation-website")).toContain("Enter a valid URL.");
    expect(valueOf(script.html, "organisation-website")).toBe("javascript:alert(1)");
    expect(valueOf((await admin.get("/settings/organisation")).html, "organisation-website")).not.toBe("javascript:alert(1)");
    const saved = await postEntries(admin, "/settings/organisation", withValues(formEntries(refused.html, "organisation"), { name: "Brightside Flex Ltd", address: "4 Wharf Street\nLeeds\nLS2 7EE" }));
    expect(valueOf(saved.html, "organisation-name")).toBe("Brightside Flex Ltd");
    expect(text(saved.html)).toContain("Organisation details saved");
    // The address keeps its lines: a text area, saved and shown again as typed.
    expect(saved.html).toMatch(/<textarea[^>]*id="organisation-address"[^>]*>\s*4 Wharf Street\nLeeds\nLS2 7EE<\/textarea>/);
    const again = await postEntries(admin, "/settings/organisation", formEntries(saved.html, "organisation"));
    expect(again.html).toMatch(/<textarea[^>]*id="organisation-address"[^>]*>\s*4 Wharf Street\nLeeds\nLS2 7EE<\/textarea>/);
  });

  test("SET-01 REG-01 organisation details: a registration number not of the country's register and a phone number that is not one are refused beside their fields with what was typed kept", async () => {
    const admin = new NoJsBrowser();
    await admin.login("provider@example.com");
    const page = await admin.get("/settings/organisation");
    const refused = await postEntries(admin, "/settings/organisation", withValues(formEntries(page.html, "organisation"), { registration_no: "!!", phone: "call me", website: "https://brightside-flex.example" }));
    expect(errorOf(refused.html, "organisation-registration_no")).toBe("Enter a valid company registration number for the country chosen.");
    expect(errorOf(refused.html, "organisation-phone")).toBe("Enter a valid phone number, for example +44 113 496 0000.");
    expect(valueOf(refused.html, "organisation-registration_no")).toBe("!!");
    expect(valueOf(refused.html, "organisation-phone")).toBe("call me");
    expect(valueOf(refused.html, "organisation-website")).toBe("https://brightside-flex.example");
    // Nothing was saved.
    const kept = await admin.get("/settings/organisation");
    expect(valueOf(kept.html, "organisation-registration_no")).toBe("09876543");
    expect(valueOf(kept.html, "organisation-phone")).toBe("+44 113 496 0000");
    // The number is the country's: a Companies House number is no partita IVA.
    const italian = await postEntries(admin, "/settings/organisation", withValues(formEntries(kept.html, "organisation"), { country: "IT" }));
    expect(errorOf(italian.html, "organisation-registration_no")).toBe("Enter a valid company registration number for the country chosen.");
  });

  test("SET-01 organisation details: the address is the kit's text area, 500 characters at most with those left said under it", async () => {
    const admin = new NoJsBrowser();
    await admin.login("provider@example.com");
    const kept = await admin.get("/settings/organisation");
    const address = "4 Wharf Street\nLeeds\nLS2 7EE";
    expect(kept.html).toMatch(/<textarea[^>]*id="organisation-address"[^>]*maxLength="500"|<textarea[^>]*maxLength="500"[^>]*id="organisation-address"/i);
    expect(text(kept.html)).toContain(`You have ${500 - address.length} character(s) remaining`);
    const long = await postEntries(admin, "/settings/organisation", withValues(formEntries(kept.html, "organisation"), { address: "x".repeat(501) }));
    expect(errorOf(long.html, "organisation-address")).toBe("Ensure this field has no more than 500 characters.");
  });

  test("SET-01 the time zone chosen in preferences is the one times are shown in, at once and at the next sign-in", async () => {
    const user = new NoJsBrowser();
    await user.login("provider@example.com");
    const zoneOf = async (browser: NoJsBrowser) => text((await browser.get("/flexprovider/competitions/1")).html).match(/Bidding closes \d+ \S+ \d{4}, \d{2}:\d{2} (GMT[+-]\d+|[A-Z]{3,4})/)?.[1];
    expect(["GMT", "BST"]).toContain(await zoneOf(user));
    const page = await user.get("/settings/preferences");
    const saved = await postEntries(user, "/settings/preferences", withValues(formEntries(page.html, "preferences"), { timezone: "Australia/Sydney" }));
    expect(["AEDT", "AEST", "GMT+11", "GMT+10"]).toContain(await zoneOf(user));
    const again = new NoJsBrowser();
    await again.login("provider@example.com");
    expect(["AEDT", "AEST", "GMT+11", "GMT+10"]).toContain(await zoneOf(again));
  });

  test("SET-01 a change of language in preferences applies at once", async () => {
    const user = new NoJsBrowser();
    await user.login("provider@example.com");
    const page = await user.get("/settings/preferences");
    const saved = await postEntries(user, "/settings/preferences", withValues(formEntries(page.html, "preferences"), { preferred_locale: "it-IT" }));
    expect(saved.html).toMatch(/<html[^>]*lang="it-IT"/);
  });
});

describe("analytics and DFS without JavaScript", () => {
  test("ROUTE-01 an operator reads reports drawn on the server with their tables (products by name, removed competitions left out) and a CSV download", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const page = await operator.get("/analytics/reports");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<svg");
    // What happened after clearing: dispatch and settlement, each with its chart and table.
    expect(text(page.html)).toContain("Dispatch instructions per competition, how providers answered them");
    expect(text(page.html)).toContain("Each competition's share of the monthly settlement reports, month by month");
    expect(page.html).toContain('href="/analytics/reports/csv/settlement');
    expect(page.html).toContain('class="data-table"');
    // Products by their names, not their codes; a removed competition (no name) is not reported.
    const prices = text(page.html.match(/<section[^>]*aria-labelledby="report-prices"[\s\S]*?<\/section>/)![0]);
    expect(prices).toContain("Firm availability and utilisation");
    expect(prices).not.toMatch(/firm_availability_utilisation|peak_reduction/);
    const participation = page.html.match(/<section[^>]*aria-labelledby="report-participation"[\s\S]*?<\/section>/)![0];
    const names = [...participation.matchAll(/<tr><td>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain("–");
    const href = page.html.match(/href="(\/analytics\/reports\/csv\/[^"]+)"/)?.[1];
    expect(href).toBeTruthy();
    const csv = await operator.get(href!.replace(/&amp;/g, "&"));
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.html.split("\n").length).toBeGreaterThan(1);
  });

  test("ROUTE-01 analytics/reports with an unreal end date keeps what was typed, says so beside the field and draws no half-filtered report; its CSV is refused, back to the reports with the file download error", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    // The 30th of February never exists; the years follow the sandbox's clock.
    const year = (await sandbox().today()).year;
    const unreal = `${year}-02-30`;
    const page = await operator.get(`/analytics/reports?from=${year}-01-01&to=${unreal}`);
    expect(page.status).toBe(200);
    const field = page.html.match(/<input id="filter-to"[^>]*>/)?.[0];
    expect(field).toContain(`value="${unreal}"`);
    expect(field).toContain('aria-invalid="true"');
    expect(text(page.html)).toContain("Enter a real date as YYYY-MM-DD or DD-MM-YYYY.");
    expect(text(page.html)).toContain("No report is shown until the filters are corrected.");
    expect(page.html).not.toContain('aria-labelledby="report-participation"');
    // The competition filter still lists the operator's competitions.
    expect(page.html).toMatch(/<select[^>]*name="competition"[\s\S]*?<option value="\d+"/);
    const csv = await operator.get(`/analytics/reports/csv/prices?from=${year}-01-01&to=${unreal}`, false);
    expect(csv.status).toBe(302);
    expect(csv.headers.get("location")).toBe(`/analytics/reports?from=${year}-01-01&to=${unreal}`);
    const fine = await operator.get(`/analytics/reports?from=01-01-${year - 5}&to=${year + 5}-12-31`);
    expect(fine.html).toContain('aria-labelledby="report-participation"');
    expect(fine.html).toContain(`value="${year - 5}-01-01"`);
  });

  test("ROUTE-01 a provider sees the demand flexibility events", async () => {
    const provider = new NoJsBrowser();
    await provider.login("provider@example.com");
    const page = await provider.get("/dfs");
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="data-table"');
  });

  test("ROUTE-01 an operator with the roadmap flag reads what is planned by quarter; a provider does not get the page", async () => {
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const home = await operator.get("/home");
    expect(home.html).toContain('href="/roadmap"');
    const page = await operator.get("/roadmap");
    expect(page.status).toBe(200);
    const quarters = [...page.html.matchAll(/<h2 id="quarter-[^"]*">(Q[1-4] \d{4})<\/h2>/g)].map((match) => match[1]);
    expect(quarters.length).toBeGreaterThan(1);
    // Soonest first.
    const order = quarters.map((label) => Number(label.slice(3)) * 10 + Number(label[1]));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text(page.html)).toContain("Competition templates");
    const provider = new NoJsBrowser();
    await provider.login("provider@example.com");
    expect((await provider.get("/roadmap", false)).status).not.toBe(200);
  });
});
