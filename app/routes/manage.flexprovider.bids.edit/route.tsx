import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { BallotBuilder, type BuilderAnswer, type BuilderPageModel } from "~/components/bidding/ballot-builder";
import { ConfirmModal } from "~/components/modal";
import { getFixedT } from "~/i18n/i18n.server";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { deleteBallots } from "~/upstream/ballots.server";
import { builderPage, builderPost, idParam } from "../manage.flexprovider.bids.submit/builder-page.server";
import { SUBMIT_PAGE } from "../manage.flexprovider.bids.submit/confirmations.server";

export const handle: RouteHandle = { title: "titles.bidsEdit", layout: "app", i18n: ["bidding"] };

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

export default function EditBids() {
  const { t } = useTranslation(["bidding", "common"]);
  const page = useLoaderData<typeof loader>() as BuilderPageModel;
  const answer = useActionData<typeof action>() as BuilderAnswer | undefined;
  const [searchParams] = useSearchParams();
  const ballotId = searchParams.get("ballot") ?? "";
  const here = `${EDIT_PAGE}?${new URLSearchParams({ ballot: ballotId })}`;
  return (
    <>
      <header className="page-header">
        <h1>{t("pages.edit.title")}</h1>
        <p>
          <Link to={SUBMIT_PAGE}>{t("pages.backToBids")}</Link>
        </p>
      </header>
      <BallotBuilder
        page={page}
        answer={answer}
        actions={
          page.view === "builder" ? (
            <p>
              <Link to={`${here}&step=delete`} className="button button--danger">
                {t("pages.delete.open")}
              </Link>
            </p>
          ) : null
        }
      />
      <ConfirmModal
        open={searchParams.get("step") === "delete"}
        title={t("pages.delete.title")}
        body={<p>{t("pages.delete.body")}</p>}
        confirmLabel={t("pages.delete.confirm")}
        cancelHref={here}
        method="post"
        action={here}
        hiddenFields={{ intent: "delete" }}
        formComponent={DeleteForm}
        danger
      />
    </>
  );
}

/** The delete confirmation's form, with the anti-forgery token the hidden fields cannot carry. */
function DeleteForm(props: React.ComponentProps<typeof Form>) {
  const { children, ...rest } = props;
  return (
    <Form {...rest}>
      <AuthenticityTokenInput />
      {children}
    </Form>
  );
}
