import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text } from "./browser";
import { formEntries } from "./form";

beforeEach(async () => {
  await sandbox().reset();
});

/** The labels of the role checkboxes of a form, in order. */
const roleLabels = (html: string, id: string) => {
  const start = html.indexOf(`id="${id}-0"`);
  const body = html.slice(start, html.indexOf("</fieldset>", start));
  return [...body.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].map(([, label]) => label.replace(/<[^>]+>/g, "").trim()).filter(Boolean);
};

/** The roles column of one member's row in the team table. */
const rolesOf = (html: string, email: string) => {
  const row = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, cells]) => [...cells.matchAll(/<td>([\s\S]*?)<\/td>/g)].map(([, cell]) => text(cell).trim()));
  return row.find((cells) => cells[1]?.startsWith(email))?.[3];
};

const LAST_ADMIN = "You are the team's only admin, so you keep Procurement or Account until another active member holds one of them.";

describe("Settings › Team", () => {
  test("TEAM-01 SET-01 saving a member's roles unchanged keeps the extended roles they hold, and the invite form offers the same roles", async () => {
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const team = await browser.get("/settings/team");
    expect(rolesOf(team.html, "control.room@northernpowergrid.example")).toBe("Dispatch admin, Dispatch");
    const dialog = await browser.get("/settings/team/6/roles");
    expect(dialog.status).toBe(200);
    const offered = roleLabels(dialog.html, "member-roles");
    expect(offered).toContain("Dispatch admin");
    expect(roleLabels(team.html, "invite-roles")).toEqual(offered);
    const entries = formEntries(dialog.html, "member-roles-form");
    expect(entries.filter(([name]) => name === "roles").map(([, value]) => value)).toEqual(["dispatch", "dispatch-admin"]);
    const saved = await browser.request("/settings/team/6/roles", { method: "POST", body: new URLSearchParams(entries), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(new URL(saved.url).pathname).toBe("/settings/team");
    expect(text(saved.html)).toContain("Roles changed");
    expect(rolesOf((await browser.get("/settings/team")).html, "control.room@northernpowergrid.example")?.split(", ").sort()).toEqual(["Dispatch", "Dispatch admin"]);
  });

  test("SET-01 the team's last admin cannot remove their own admin role: the roles dialog says so before and beside the roles, and the team keeps them", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const dialog = await browser.get("/settings/team/1/roles");
    expect(text(dialog.html)).toContain(LAST_ADMIN);
    const entries = formEntries(dialog.html, "member-roles-form").filter(([name]) => name !== "roles");
    const refused = await browser.request("/settings/team/1/roles", { method: "POST", body: new URLSearchParams([...entries, ["roles", "analytics"]]), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(new URL(refused.url).pathname).toBe("/settings/team/1/roles");
    expect(text(refused.html)).toContain("You cannot remove your own team admin role: keep Procurement or Account.");
    expect(refused.html).toMatch(/id="member-roles-error"[^>]*>[\s\S]{0,120}You cannot remove your own team admin role/);
    expect(rolesOf((await browser.get("/settings/team")).html, "provider@example.com")).toBe("Procurement, Account");
    // Another member's admin role can still go, and one's own can change while an admin role stays.
    await browser.get("/settings/team/1/roles");
    const kept = await browser.post("/settings/team/1/roles", { intent: "roles", member: "1", roles: "account" });
    expect(text(kept.html)).toContain("Roles changed");
  });

  test("SET-01 a team admin may remove their own admin role while another active admin remains, and then sees the team read-only", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/settings/team/2/roles");
    const promoted = await browser.request("/settings/team/2/roles", { method: "POST", body: new URLSearchParams([...formEntries(browser.last!.html, "member-roles-form"), ["roles", "admin"]]), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(text(promoted.html)).toContain("Roles changed");
    expect(rolesOf(promoted.html, "ops@brightside.example")).toContain("Procurement");

    const dialog = await browser.get("/settings/team/1/roles");
    expect(text(dialog.html)).not.toContain(LAST_ADMIN);
    const entries = formEntries(dialog.html, "member-roles-form").filter(([name]) => name !== "roles");
    const stepped = await browser.request("/settings/team/1/roles", { method: "POST", body: new URLSearchParams([...entries, ["roles", "analytics"]]), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(new URL(stepped.url).pathname).toBe("/settings/team");
    expect(text(stepped.html)).toContain("Roles changed");
    expect(text(stepped.html)).toContain("Only a team admin can change the team.");
    expect(rolesOf(stepped.html, "provider@example.com")).toBe("Analytics");
    expect(rolesOf(stepped.html, "ops@brightside.example")).toContain("Procurement");
  });

  test("SET-01 a deactivated member's admin role does not count: the last active admin still cannot remove their own", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    await browser.get("/settings/team/2/roles");
    await browser.post("/settings/team/2/roles", { intent: "roles", member: "2", roles: "admin" });
    await browser.get("/settings/team/2/deactivate");
    expect(text((await browser.post("/settings/team/2/deactivate", { intent: "deactivate", member: "2" })).html)).toContain("Member deactivated");

    const dialog = await browser.get("/settings/team/1/roles");
    expect(text(dialog.html)).toContain(LAST_ADMIN);
    const refused = await browser.post("/settings/team/1/roles", { intent: "roles", member: "1", roles: "analytics" });
    expect(refused.html).toMatch(/id="member-roles-error"[^>]*>[\s\S]{0,120}You cannot remove your own team admin role/);
    expect(rolesOf((await browser.get("/settings/team")).html, "provider@example.com")).toBe("Procurement, Account");
  });

  test("SET-01 inviting the e-mail address of a member, in any case, is refused beside the e-mail field and sends no invitation", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const before = (await sandbox().outbox()).length;
    const team = await browser.get("/settings/team");
    const entries = formEntries(team.html, "invite").filter(([name]) => !["email", "roles"].includes(name));
    const fields = [...entries, ["intent", "invite"], ["email", "Finance@Brightside.example"], ["roles", "settlement"]];
    const refused = await browser.request("/settings/team", { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(refused.html).toMatch(/id="invite-email-error"[^>]*>[\s\S]{0,120}This e-mail address is already a member of your team\./);
    expect(await sandbox().outbox()).toHaveLength(before);
    const listed = (await browser.get("/settings/team")).html.match(/<td>finance@brightside\.example/gi) ?? [];
    expect(listed).toHaveLength(1);
  });

  test("SET-01 a member who is not a team admin sees their team read-only, their own row included", async () => {
    for (const [email, self, admin, readOnly, you, adminRoles] of [
      ["provider2@example.com", "Dara Quinn", "accounts@tidewater.example", "Only a team admin can change the team.", "you", "Procurement, Account"],
      ["max@example.com", "Giulia Bianchi", "coordinamento@harbour-max.example", "Solo un amministratore del team può modificare il team.", "tu", "Approvvigionamento, Account"],
    ]) {
      const browser = new NoJsBrowser();
      await browser.login(email);
      const team = await browser.get("/settings/team");
      expect(team.status).toBe(200);
      expect(text(team.html)).toContain(readOnly);
      expect(text(team.html)).toContain(`${self} ${email} (${you})`);
      expect(rolesOf(team.html, admin)).toBe(adminRoles);
      expect(team.html).not.toContain("/roles\"");
      expect(team.html).not.toContain('id="invite"');
    }
  });
});
