import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { marketsApi } from "~/upstream/markets.server";
import { marketId } from "../_markets.manage.flexprovider.market-access.$marketId.register/register.server";

export const handle: RouteHandle = { title: "markets:titles.thanks", layout: "app", i18n: ["markets"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:market-access", args, async ({ request, context, auth, params }) => {
    const market = await marketsApi(await userClient(request, context, auth)).get(marketId(params));
    return { market: { id: market.id, name: market.name, operator: market.operator, applies: Boolean(market.dps_record) } };
  });

const BACK = "/manage/flexprovider/market-access";

/** MGMT-04: the market interest thanks modal, with the way on to the application. */
export default function MarketInterestThanks() {
  const { t } = useTranslation("markets");
  const { market } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={t("thanks.title")}
      closeHref={BACK}
      onClose={() => navigate(BACK, { preventScrollReset: true })}
      footer={
        <>
          <DialogClose className="kit-button kit-button--secondary">{t("thanks.close")}</DialogClose>
          {market.applies ? (
            <Form method="post" action={BACK} className="kit-modal__form">
              <AuthenticityTokenInput />
              <input type="hidden" name="market" value={market.id} />
              <button type="submit" name="intent" value="start" className="kit-button kit-button--primary">
                {t("thanks.start")}
              </button>
            </Form>
          ) : null}
        </>
      }
    >
      <p>{t("thanks.body", { market: market.name, operator: market.operator })}</p>
      <p>{t("thanks.next")}</p>
    </Modal>
  );
}
