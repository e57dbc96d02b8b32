import type { RequestContext } from "~/load-context";
import type { Auth } from "./auth.server";
import { getLocale } from "./locale.server";
import { upstreamClient } from "./upstream.server";

/** A client that calls the upstream on the signed-in user's behalf, in their language. */
export async function userClient(request: Request, context: RequestContext, auth: Auth) {
  return upstreamClient(request, context, { token: auth.token, locale: await getLocale(request, context) });
}
