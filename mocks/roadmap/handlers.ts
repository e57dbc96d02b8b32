import { HttpResponse, http } from "msw";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { forbidden } from "../drf";
import { authenticate, isResponse } from "../session";
import { organisationOf, store } from "../store";

/** What is planned for system operators (others 403), by quarter, the soonest first. See docs/analytics.md. */
export const roadmapHandlers = [
  http.get(api(paths.roadmap), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    if (organisationOf(caller.user)?.org_type !== "systemoperator") return forbidden();
    const items = [...store.roadmap].sort((a, b) => a.quarter_start.localeCompare(b.quarter_start) || a.id - b.id);
    return HttpResponse.json(items);
  }),
];
