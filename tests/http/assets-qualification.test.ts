import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, sandbox, text, type Page } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

const OVERVIEW = "/manage/flexprovider/qualification/overview";
const here = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const competitionsOf = (overview: Page) => [...overview.html.matchAll(/name="competition" value="(\d+)"/g)].map((match) => match[1]);

describe("operator qualification review without JavaScript", () => {
  test("QUAL-03 a disqualified asset's reason is in its cell once, for the eye and for a screen reader alike", async () => {
    const provider = new NoJsBrowser();
    await provider.login();
    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    let review: Page | undefined;
    for (const id of competitionsOf(await provider.get(OVERVIEW))) {
      const page = await operator.get(`/manage/systemoperator/201/competitions/${id}/qualification`);
      if (page.status === 200 && /\/qualification\/\d+\/disqualify"/.test(page.html)) review = page;
      if (review) break;
    }
    expect(review, "a review that offers Disqualify").toBeDefined();
    const base = new URL(review!.url).pathname;
    const qualification = new RegExp(`${base}/(\\d+)/disqualify`).exec(review!.html)![1];
    await operator.get(`${base}/${qualification}/disqualify`);
    const done = await operator.post(`${base}/${qualification}/disqualify`, { qualification, intent: "disqualify", reason: "insufficient_experience" });
    expect(here(done.url)).toBe(`${base}?decided=${qualification}`);
    const row = done.html.split("<tr").find((html) => html.includes(`name="qualification" value="${qualification}"`))!;
    const why = text(`<td${row.split("<td")[3]}`).trim();
    expect(why).toContain("Disqualified by the operator: Insufficient experience");
    expect(why.split("Insufficient experience")).toHaveLength(2);
  });
});
