import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/i18n.server";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { deleteBallots } from "~/upstream/ballots.server";
import { builderPage, builderPost, idParam } from "../manage.flexprovider.bids.submit/builder-page.server";
import { SUBMIT_PAGE } from "../manage.flexprovider.bids.submit/confirmations.server";

// The page's server side in one module, so the browser's route chunk keeps a single empty stand-in for it.

const EDIT_PAGE = "/manage/flexprovider/bids/edit";

function ballotOf(request: Request) {
  const id = idParam(new URL(request.url).searchParams.get("ballot"));
  if (id === null) throw data({ message: "unknown-ballot" }, { status: 404 });
  return id;
}

/** BID-08: an open ballot in the same builder, prefilled from its bids and asset group. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const url = new URL(request.url);
    const client = await userClient(request, context, auth);
    return builderPage(client, auth, url, { competitionId: null, ballotId: ballotOf(request) }, EDIT_PAGE);
  });

/** BID-08: deleting the bid set makes the ballot and its bids inactive (set_inactive). */
export const action = (args: ActionFunctionArgs) =>
  withAccess("manage", args, async ({ request, context, auth }) => {
    const ballotId = ballotOf(request);
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    const client = await userClient(request, context, auth);
    if (intent === "delete") {
      await deleteBallots(client, [ballotId]);
      const t = getFixedT(await getLocale(request, context), "bidding");
      await flash(request, context, { title: t("pages.delete.done.title"), message: t("pages.delete.done.message"), tone: "success" });
      return redirect(SUBMIT_PAGE);
    }
    return builderPost(client, auth, { competitionId: null, ballotId }, EDIT_PAGE, formData, intent);
  });
