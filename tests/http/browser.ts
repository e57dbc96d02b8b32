import { CookieJar } from "tough-cookie";
import { inject } from "vitest";
import { sandboxControl } from "../support/server";

export const appUrl = () => inject("appUrl");
export const sandbox = () => sandboxControl(inject("sandboxUrl"));

export type Page = { status: number; url: string; html: string; headers: Headers };

/**
 * A browser without JavaScript: GET links and form posts, cookies kept by tough-cookie,
 * redirects followed (or not, to look at them), the anti-forgery field taken from the page.
 */
export class NoJsBrowser {
  readonly jar = new CookieJar();
  last?: Page;

  /** `base`: the app to browse, the suite's own unless a test started another. */
  constructor(readonly base = appUrl()) {}

  async request(path: string, init: RequestInit = {}, follow = true): Promise<Page> {
    let url = new URL(path, this.base).toString();
    let method = init.method ?? "GET";
    let body = init.body;
    for (let hop = 0; hop < 10; hop++) {
      const headers = new Headers(init.headers);
      const cookie = await this.jar.getCookieString(url);
      if (cookie) headers.set("Cookie", cookie);
      const response = await fetch(url, { method, body, headers, redirect: "manual" });
      for (const setCookie of response.headers.getSetCookie()) await this.jar.setCookie(setCookie, url);
      const location = response.headers.get("location");
      if (follow && location && response.status >= 300 && response.status < 400) {
        await response.text();
        url = new URL(location, url).toString();
        if (!url.startsWith(this.base)) return (this.last = { status: response.status, url, html: "", headers: response.headers });
        method = "GET";
        body = undefined;
        continue;
      }
      return (this.last = { status: response.status, url, html: await response.text(), headers: response.headers });
    }
    throw new Error("too many redirects");
  }

  get(path: string, follow = true) {
    return this.request(path, {}, follow);
  }

  /** Posts a form as the browser would, with the anti-forgery token of the page last shown. */
  async post(path: string, fields: Record<string, string>, { follow = true, csrf = true } = {}) {
    const token = this.last?.html.match(/name="csrf" value="([^"]+)"/)?.[1];
    const form = new URLSearchParams(csrf && token ? { csrf: token, ...fields } : fields);
    return this.request(path, { method: "POST", body: form, headers: { "Content-Type": "application/x-www-form-urlencoded" } }, follow);
  }

  async login(email = "provider@example.com", password = "flexdemo") {
    await this.get("/login");
    return this.post("/login", { email, password });
  }

  async cookie(name: string) {
    return (await this.jar.getCookies(this.base)).find((cookie) => cookie.key === name);
  }
}

/** What a reader sees of a page: its markup's text, without the styles written into its head. */
export const text = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ");
