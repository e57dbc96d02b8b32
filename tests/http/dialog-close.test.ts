import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const decode = (value: string) => value.replace(/&amp;/g, "&");

/** Where each link inside the page's dialog named so (by its text or aria-label) leads, as path and query. */
function dialogLinks({ html, url }: Page, name: string) {
  const dialog = html.slice(html.indexOf('role="dialog"'));
  return [...dialog.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes, label]) => label.replace(/<[^>]+>/g, "").trim() === name || attributes.includes(`aria-label="${name}"`))
    .map(([, attributes]) => {
      const target = new URL(decode(attributes.match(/\bhref="([^"]*)"/)?.[1] ?? ""), url);
      return `${target.pathname}${target.search}`;
    });
}

describe("closing a dialog without JavaScript", () => {
  test("UI-01 SET-01 the roles dialog's × and the deactivate confirmation's Cancel are plain links back to the team", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const team = await browser.get("/settings/team");
    const member = team.html.match(/href="\/settings\/team\/(\d+)\/roles"/)?.[1];
    expect(member).toBeDefined();
    const roles = await browser.get(`/settings/team/${member}/roles`);
    expect(roles.status).toBe(200);
    expect(dialogLinks(roles, "Close dialog")).toEqual(["/settings/team"]);
    const deactivate = await browser.get(`/settings/team/${member}/deactivate`);
    expect(deactivate.status).toBe(200);
    expect(dialogLinks(deactivate, "Cancel")).toEqual(["/settings/team"]);
  });

  test("UI-01 CLEAR-01 CLEAR-06 the auto decisioning warning's and the clearing modal's Cancel are plain links back to the competition", async () => {
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const list = "/manage/systemoperator/201/competitions";
    const auto = await browser.get(`${list}?competition=4&auto=1`);
    expect(auto.status).toBe(200);
    expect(dialogLinks(auto, "Cancel")).toEqual([`${list}?competition=4`]);
    const clearing = await browser.get(`${list}?competition=4&clearing=1`);
    expect(clearing.status).toBe(200);
    expect(dialogLinks(clearing, "Cancel")).toEqual([`${list}?competition=4`]);
  });

  test("UI-01 BID-08 the bid set delete confirmation's Cancel is a plain link back to the bid set", async () => {
    const browser = new NoJsBrowser();
    await browser.login();
    const list = await browser.get("/manage/flexprovider/bids/submit");
    const edit = decode(list.html.match(/href="(\/manage\/flexprovider\/bids\/edit\?ballot=\d+)"/)?.[1] ?? "");
    expect(edit).not.toBe("");
    const confirm = await browser.get(`${edit}&step=delete`);
    expect(confirm.status).toBe(200);
    expect(dialogLinks(confirm, "Cancel")).toEqual([edit]);
  });
});
