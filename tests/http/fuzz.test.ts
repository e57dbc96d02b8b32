import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGES, type PageRole } from "../support/pages";
import { startApp, type RunningApp } from "../support/server";
import { NoJsBrowser } from "./browser";

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
}, 30_000);

afterAll(async () => {
  await app.stop();
});

/** A generator with a fixed seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ALPHABET = "abc0123456789 -_.,;:'\"<>&%+=/\\\n\t\u0000é€𝄞{}[]()";

function junk(next: () => number, length: number): string {
  let out = "";
  for (let index = 0; index < length; index++) out += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return out;
}

/** Field names the app's forms use, so junk reaches the parsers behind them, not only the intent check. */
const NAMES = ["intent", "email", "password", "competition", "bids", "name", "value", "start_date", "end_date", "capacity", "price", "reason", "message", "file", "step", "next", "answer", "current_password", "new_password"];

function bodies(next: () => number, token: string | undefined): { label: string; body: string | FormData; type?: string }[] {
  const fields = () => {
    const form = new URLSearchParams(token ? { csrf: token } : {});
    for (let index = 0; index < 8; index++) form.append(NAMES[Math.floor(next() * NAMES.length)], junk(next, Math.floor(next() * 300)));
    return form;
  };
  const multipart = new FormData();
  if (token) multipart.append("csrf", token);
  multipart.append("intent", junk(next, 12));
  multipart.append("file", new Blob([junk(next, 5000)], { type: "text/csv" }), "junk.csv");
  return [
    { label: "empty", body: "", type: "application/x-www-form-urlencoded" },
    { label: "junk fields with the token", body: fields().toString(), type: "application/x-www-form-urlencoded" },
    { label: "junk fields without the token", body: new URLSearchParams({ intent: junk(next, 20) }).toString(), type: "application/x-www-form-urlencoded" },
    { label: "malformed encoding", body: `${token ? `csrf=${encodeURIComponent(token)}&` : ""}intent=%zz%&&==&%E0%A4%A`, type: "application/x-www-form-urlencoded" },
    { label: "JSON instead of a form", body: JSON.stringify({ intent: "submit", bids: [{}] }), type: "application/json" },
    { label: "a junk file", body: multipart },
    { label: "a field of 900 KB", body: `${token ? `csrf=${encodeURIComponent(token)}&` : ""}intent=x&name=${"y".repeat(900 * 1024)}`, type: "application/x-www-form-urlencoded" },
  ];
}

describe("random and oversized form posts to every page", () => {
  const next = random(20261125);
  let browsers: Record<PageRole, NoJsBrowser>;

  beforeAll(async () => {
    browsers = { anon: new NoJsBrowser(app.url), provider: new NoJsBrowser(app.url), operator: new NoJsBrowser(app.url) };
    await browsers.provider.login("provider@example.com");
    await browsers.operator.login("operator@example.com");
  }, 30_000);

  // One test a page (they run in order, one generator for all), so a failure names its page.
  for (const { role, path } of PAGES) {
    test(`ROUTE-01 ${role} ${path}: no post, whatever its body, gets a 5xx or breaks the connection`, async () => {
      const browser = browsers[role];
      const page = await browser.get(path).catch((error) => {
        throw new Error(`GET ${path} after the posts before it: ${(error as Error).cause}\n${app.logs.join("").slice(-4000)}`);
      });
      const token = page.html.match(/name="csrf" value="([^"]+)"/)?.[1];
      const failures: string[] = [];
      for (const { label, body, type } of bodies(next, token)) {
        try {
          const answer = await browser.request(path, { method: "POST", body, headers: type ? { "Content-Type": type } : {} }, false);
          if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
        } catch (error) {
          failures.push(`${label}: ${(error as Error).cause ?? error}`);
        }
      }
      expect(failures, app.logs.join("").slice(-3000)).toEqual([]);
    }, 60_000);
  }
});
