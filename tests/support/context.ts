import type { RequestContext } from "~/load-context";
import { cookieName } from "~/load-context";

export type TestContext = RequestContext & { setCookies: string[] };

/** A load context like the server's, recording the cookies a request would set. */
export function createTestContext(): TestContext {
  const setCookies: string[] = [];
  return {
    requestId: "test-request",
    cspNonce: "test-nonce",
    memo: new Map(),
    setCookies,
    appendSetCookie(cookie) {
      const index = setCookies.findIndex((existing) => cookieName(existing) === cookieName(cookie));
      if (index >= 0) setCookies.splice(index, 1);
      setCookies.push(cookie);
    },
  };
}

/** A tiny cookie jar: carries Set-Cookie values (from a context or a response) into the next request. */
export class Jar {
  private cookies = new Map<string, string>();

  take(setCookies: Iterable<string>) {
    for (const setCookie of setCookies) {
      const [pair, ...attributes] = setCookie.split(";");
      const name = cookieName(pair);
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  fromResponse(response: Response) {
    return this.take(response.headers.getSetCookie());
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
