import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries, withValues } from "./form";

beforeEach(async () => {
  await sandbox().reset();
});

/** A visitor whose browser asks for Italian on every request, as a real one does. */
class ItalianBrowser extends NoJsBrowser {
  override request(path: string, init: RequestInit = {}, follow = true) {
    const headers = new Headers(init.headers);
    headers.set("Accept-Language", "it-IT,it;q=0.9");
    return super.request(path, { ...init, headers }, follow);
  }
}

/** Every error shown under a field: the messages its input points to with aria-describedby. */
function errorOf(html: string, id: string) {
  const error = html.match(new RegExp(`id="${id}-error"[^>]*>([\\s\\S]*?)</p>`))?.[1];
  return error === undefined ? undefined : text(error).replace(/^\s*Errore:?\s*/, "").trim();
}

/** What the reader sees: the page's text without its scripts, which carry the server's data as sent. */
const visible = (html: string) => text(html.replace(/<script[\s\S]*?<\/script>/g, " "));

describe("the upstream's sign-in and registration refusals in the reader's language, without JavaScript", () => {
  test("AUTH-01 I18N-01 a wrong password on the Italian sign-in page is told in Italian, the e-mail kept", async () => {
    const browser = new ItalianBrowser();
    await browser.get("/login");
    const page = await browser.post("/login", { email: "provider@example.com", password: "not-the-password" });
    const shown = visible(page.html);
    expect(shown).toContain("Nessun account attivo corrisponde all'e-mail e alla password indicate.");
    expect(shown).not.toContain("No active account found");
    expect(page.html).toMatch(/value="provider@example.com"/);
  });

  test("REG-01 I18N-01 the Italian user stage tells a bad e-mail, a common numeric password, a different confirmation and terms not accepted in Italian", async () => {
    const browser = new ItalianBrowser();
    await browser.get("/register");
    const post = (values: Record<string, string>) => {
      const token = browser.last!.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
      const entries = withValues(formEntries(browser.last!.html, "register-form"), values).filter(([name]) => name !== "intent" && name !== "csrf");
      const body = new URLSearchParams([...entries, ["intent", values.intent], ["csrf", token]]);
      return browser.request(new URL(browser.last!.url).pathname, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    };
    await post({ intent: "start" });
    const typed = { "user.first_name": "Maya", "user.last_name": "Okoro", "user.email": "bad", "user.password": "12345678", "user.password_confirmation": "87654321" };
    const page = await post({ intent: "user", ...typed });
    expect(new URL(page.url).pathname).toBe("/register/user");
    expect(errorOf(page.html, "register-user-email")).toBe("Inserisci un indirizzo e-mail valido.");
    expect(errorOf(page.html, "register-user-password")).toContain("Questa password è troppo comune.");
    expect(errorOf(page.html, "register-user-password_confirmation")).toBe("I due campi della password non coincidono.");
    expect(errorOf(page.html, "register-user-user_terms")).toBe("Per registrarti devi accettare i termini.");
    const shown = visible(page.html);
    for (const english of ["Enter a valid email address.", "This password is too common.", "The two password fields didn’t match.", "You must accept the terms to register."]) {
      expect(shown).not.toContain(english);
    }
    expect(page.html).toMatch(/value="Maya"/);
  });
});
