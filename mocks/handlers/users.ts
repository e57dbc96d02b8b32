import { HttpResponse, http } from "msw";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { authenticate, isResponse } from "../session";
import { store } from "../store";

const asFlagSet = (names: string[]) => Object.fromEntries(names.map((name) => [name, true]));

export const userHandlers = [
  http.get(api(paths.currentUser), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const { id, email, first_name, last_name, organisation_id, preferred_locale } = caller.user;
    return HttpResponse.json({ id, email, first_name, last_name, organisation_id, preferred_locale });
  }),

  // Signed in: the user's flags and the public ones; without a token: the public flags only.
  http.get(api(paths.features), async ({ request }) => {
    if (!request.headers.get("Authorization")) return HttpResponse.json(asFlagSet(store.anonymousFeatures));
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    return HttpResponse.json(asFlagSet([...new Set([...store.anonymousFeatures, ...caller.user.features])]));
  }),
];
