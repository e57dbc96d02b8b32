import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { dispatchVersion } from "~/upstream/dispatch.server";

/** How often one open page's feed asks the upstream whether anything changed. */
const POLL_MS = 1000;

/**
 * The live feed of the operations pages (server-sent events): a `change` event whenever an
 * instruction the user's organisation sees is created, answered, issued or stopped. The feed
 * ends when the page goes away or the session no longer reaches the upstream.
 */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    let last = await dispatchVersion(client);
    return eventStream(request.signal, (send, abort) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let open = true;
      const tick = async () => {
        try {
          const version = await dispatchVersion(client);
          if (version !== last) send({ event: "change", data: String(version) });
          last = version;
        } catch {
          open = false;
          abort();
          return;
        }
        if (open) timer = setTimeout(tick, POLL_MS);
      };
      timer = setTimeout(tick, POLL_MS);
      return () => {
        open = false;
        clearTimeout(timer);
      };
    });
  });
