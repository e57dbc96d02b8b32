import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput, useAuthenticityToken } from "remix-utils/csrf/react";
import { ConfirmModal } from "~/components/modal";
import { TableScroll } from "~/components/table-scroll";
import { awaitsDecision, bidStateKey, decisionNoteKey } from "~/domain/exchange/present";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useMoney } from "~/components/exchange/use-money";
import { useCapacity } from "~/components/exchange/use-capacity";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { UpstreamError } from "~/upstream/errors";
import { decideBid } from "~/upstream/exchange.server";
import { loadListing, organisationId } from "~/components/exchange/listing.server";
import { ObligationWindows } from "~/components/exchange/obligation-details";

export const handle: RouteHandle = { title: "nav.exchange", layout: "app", i18n: ["exchange"] };

/** EXCH-02: the lister's view of the bids on its listing. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const { listing, bids } = await loadListing(await userClient(request, context, auth), params.listingId);
    if (listing.flex_provider_id !== organisationId(auth)) notFound();
    return { listing, bids };
  });

const DECISIONS = ["accept", "reject"] as const;

/**
 * Two posts: "ask" shows the confirmation for one bid (a form step, so it works without
 * JavaScript), "confirm" sends the decision.
 */
export const action = (args: ActionFunctionArgs) =>
  withAccess("exchange", args, async ({ request, context, auth, params }) => {
    const form = await request.formData();
    const bid = Number(form.get("bid"));
    const decision = DECISIONS.find((value) => value === form.get("decision"));
    const intent = form.get("intent");
    if (!decision || !Number.isInteger(bid) || (intent !== "ask" && intent !== "confirm")) throw new Response("Bad decision", { status: 400 });
    if (intent === "ask") return { confirm: { bid, decision }, error: null };
    const t = getFixedT(await getLocale(request, context), "exchange");
    try {
      await decideBid(await userClient(request, context, auth), bid, decision);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
      return { confirm: null, error: error.fieldErrors.non_field_errors?.join(" ") ?? error.detail };
    }
    await flash(request, context, { message: t("decision.done"), tone: "success" });
    return redirect(`/exchange/listings/${params.listingId}/${decision === "accept" ? "outcome" : "decision-bids"}`);
  });

export default function DecisionBids() {
  const { t } = useTranslation("exchange");
  const money = useMoney();
  const capacity = useCapacity();
  const { listing, bids } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const deciding = awaitsDecision(listing.state);
  // A confirmation asked for by a hand-made post is not shown once nothing remains to decide.
  const asked = deciding && reply?.confirm ? bids.find((bid) => bid.id === reply.confirm!.bid && bid.state === "live") : undefined;
  const note = decisionNoteKey(listing.state);
  const csrf = useAuthenticityToken();
  const navigate = useNavigate();
  const here = `/exchange/listings/${listing.id}/decision-bids`;
  return (
    <section aria-labelledby="decision-title">
      <p><Link to={`/exchange/listings/${listing.id}/view`}>{listing.title}</Link></p>
      <h2 id="decision-title">{t("decision.title")}</h2>
      {note ? <p>{t(note)}</p> : null}
      {listing.obligation ? <ObligationWindows obligation={listing.obligation} level="h3" /> : null}
      {reply?.error ? <p role="alert" className="form-error">{reply.error}</p> : null}
      {asked && reply?.confirm ? (
        <ConfirmModal
          open
          danger={reply.confirm.decision === "reject"}
          title={t(reply.confirm.decision === "accept" ? "decision.confirmAcceptTitle" : "decision.confirmRejectTitle")}
          body={
            <>
              <p>
                {t(reply.confirm.decision === "accept" ? "decision.confirmAccept" : "decision.confirmReject", { bidder: asked.bidder_fp_name, capacity: capacity(asked.capacity), price: money(asked.price) })}
              </p>
              {reply.confirm.decision === "accept" && listing.obligation ? (
                <p>{t(listing.obligation.whole_contract ? "decision.movesWhole" : "decision.movesWindows", { contract: listing.obligation.contract.reference, count: listing.obligation.windows.length })}</p>
              ) : null}
            </>
          }
          confirmLabel={t("decision.confirm")}
          cancelLabel={t("decision.cancel")}
          cancelHref={here}
          // A navigation to the page itself drops the asked decision, so the dialog closes and focus goes back to the Accept or Reject that opened it.
          onCancel={() => navigate(here, { preventScrollReset: true })}
          method="post"
          formComponent={Form}
          hiddenFields={{ csrf, bid: String(asked.id), decision: reply.confirm.decision, intent: "confirm" }}
        />
      ) : null}
      {bids.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <TableScroll label={t("decision.title")}>
          <table className="data-table">
            <thead>
              <tr>
                {(["bidder", "capacity", "price", "placed", "state", "decision"] as const).map((column) => <th key={column} scope="col">{t(`columns.${column}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {bids.map((bid) => (
                <tr key={bid.id}>
                  <th scope="row">{bid.bidder_fp_name}</th>
                  <td>{t("units.mw", { value: capacity(bid.capacity) })}</td>
                  <td>{t("units.pricePerMwh", { value: money(bid.price) })}</td>
                  <td>{bid.created.slice(0, 10)}</td>
                  <td>{t(bidStateKey(bid.state))}</td>
                  <td>
                    {bid.state === "live" && deciding ? (
                      <Form method="post" className="form-actions">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="bid" value={bid.id} />
                        <input type="hidden" name="intent" value="ask" />
                        <button type="submit" name="decision" value="accept" className="button" aria-label={`${t("decision.accept")}: ${bid.bidder_fp_name}`}>{t("decision.accept")}</button>
                        <button type="submit" name="decision" value="reject" className="button" aria-label={`${t("decision.reject")}: ${bid.bidder_fp_name}`}>{t("decision.reject")}</button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
