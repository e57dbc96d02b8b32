import { HttpResponse, http } from "msw";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { contentRange } from "~/upstream/content-range";
import { authenticate, isResponse } from "../session";
import { store } from "../store";

export const marketHandlers = [
  http.get(api(paths.markets), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const rows = store.markets.map((market) => ({
      ...market,
      operator: store.organisations.find((org) => org.id === market.operator_id)?.name ?? "",
    }));
    return HttpResponse.json(rows, { headers: { "Content-Range": contentRange(0, rows.length, rows.length) } });
  }),
];
