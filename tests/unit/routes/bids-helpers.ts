import { csrfProtection } from "~/session/csrf.server";
import { getFixedT } from "~/i18n/i18n.server";
import { translateError } from "~/components/form-field";
import { createTestContext, type Jar } from "../../support/context";
import { APP, args, get, jarWithToken, sandboxToken, settle } from "../../support/requests";

export const SUBMIT = "/manage/flexprovider/bids/submit";

export async function provider() {
  return jarWithToken(await sandboxToken("provider@example.com"));
}

/** A form post as the page sends it (repeated names allowed), with its anti-forgery token. */
export async function postForm(path: string, entries: [string, string][], jar: Jar) {
  const [token, cookie] = await csrfProtection().commitToken(get(path, jar));
  if (cookie) jar.take([cookie]);
  return new Request(`${APP}${path}`, {
    method: "POST",
    body: new URLSearchParams([["csrf", token], ...entries]),
    headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler<T> = (input: any) => Promise<T> | T;

export async function run<T>(handler: Handler<T>, request: Request, jar?: Jar) {
  const context = createTestContext();
  const outcome = await settle(() => handler(args(request, {}, context)));
  jar?.take(context.setCookies);
  return outcome;
}

/** What the page shows for an encoded message, in English. */
export const english = (text: string) => translateError(getFixedT("en-GB", ["validation", "bidding", "common"]), text);
