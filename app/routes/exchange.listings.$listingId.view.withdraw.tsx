import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigate } from "@remix-run/react";
import { useAuthenticityToken } from "remix-utils/csrf/react";
import { ConfirmModal } from "~/components/modal";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { withdrawListing } from "~/upstream/exchange.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** The lister's own open listing only; once bidding has closed there is nothing to withdraw, so back to the listing. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const { listing, bids } = await loadListing(await userClient(request, context, auth), params.listingId);
    if (listing.flex_provider_id !== organisationId(auth)) notFound();
    if (listing.state !== "open") throw redirect(`/exchange/listings/${listing.id}/view`);
    return { back: `/exchange/listings/${listing.id}/view`, title: listing.title, liveBids: bids.filter((bid) => bid.state === "live").length };
  });

/** EXCH-02: the lister withdraws an open listing, and its live bids with it. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const client = await userClient(request, context, auth);
    await withdrawListing(client, Number(params.listingId));
    const t = getFixedT(await getLocale(request, context), "exchange");
    await flash(request, context, { message: t("listing.withdrawn"), tone: "success" });
    return redirect(`/exchange/listings/${params.listingId}/view`);
  });

/** Withdrawing cancels other organisations' bids and cannot be undone, so the lister confirms it first. */
export default function WithdrawListing() {
  const { t } = useTranslation("exchange");
  const { back, title, liveBids } = useLoaderData<typeof loader>();
  const csrf = useAuthenticityToken();
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open
      danger
      title={t("withdraw.title")}
      body={
        <>
          <p>{t("withdraw.body", { title })}</p>
          <p>{liveBids ? t("withdraw.liveBids", { count: liveBids }) : t("withdraw.noBids")}</p>
        </>
      }
      confirmLabel={t("listing.withdraw")}
      cancelHref={back}
      onCancel={() => navigate(back, { preventScrollReset: true })}
      method="post"
      formComponent={Form}
      hiddenFields={{ csrf }}
    />
  );
}
