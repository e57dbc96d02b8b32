import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { BallotBuilder, type BuilderAnswer, type BuilderPageModel } from "~/components/bidding/ballot-builder";
import { ConfirmModal } from "~/components/modal";
import type { RouteHandle } from "~/root-data";
import { action, loader } from "./edit-page.server";

export { action, loader };

// Written out here: a value imported from the server module would be empty in the browser.
const EDIT_PAGE = "/manage/flexprovider/bids/edit";
const SUBMIT_PAGE = "/manage/flexprovider/bids/submit";

export const handle: RouteHandle = { title: "titles.bidsEdit", layout: "app", i18n: ["bidding"] };

export default function EditBids() {
  const { t } = useTranslation(["bidding", "common"]);
  const page = useLoaderData<typeof loader>() as BuilderPageModel;
  const answer = useActionData<typeof action>() as BuilderAnswer | undefined;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
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
        onCancel={() => navigate(here, { preventScrollReset: true })}
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
