import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { parseAssetKey } from "~/domain/assets/register";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18n.server";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { flash } from "~/session/flash.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { getAsset, removeAsset } from "~/upstream/asset-register.server";

export const handle: RouteHandle = { title: "assets:titles.remove", layout: "app", i18n: ["assets", "ui"] };

const keyOf = (assetKey: string | undefined) => {
  const key = parseAssetKey(assetKey);
  return key && !key.planned ? key : notFound();
};

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const key = keyOf(params.assetKey);
    return { orgId: auth.claims?.role?.id ?? null, asset: await getAsset(await userClient(request, context, auth), key.id, false) };
  });

/** MGMT-01: removing sets the asset inactive, after this confirmation; the register then says so, as adding and editing do. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const key = keyOf(params.assetKey);
    const client = await userClient(request, context, auth);
    // The name stays the same once inactive, so it is read alongside the removal.
    const [asset] = await Promise.all([getAsset(client, key.id, false), removeAsset(client, key.id)]);
    const t = getFixedT(await getLocale(request, context), "assets");
    await flash(request, context, { title: t("remove.doneTitle"), message: t("remove.doneMessage", { name: asset.name }), tone: "success" });
    return redirect(`/manage/flexprovider/${params.id}/flexassets`);
  });

/** A modal over the asset's page; without JavaScript the same page with the confirmation shown. */
export default function RemoveAsset() {
  const { t } = useTranslation(["assets", "ui"]);
  const { orgId, asset } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const back = `/manage/flexprovider/${orgId}/flexassets/a${asset.id}`;
  return (
    <Modal open title={t("remove.title", { name: asset.name })} closeHref={back} onClose={() => navigate(back, { preventScrollReset: true })} dismissible>
      <Form method="post" className="form">
        <AuthenticityTokenInput />
        <p>{t("remove.body")}</p>
        <div className="form-actions">
          <DialogClose className="kit-button kit-button--secondary">{t("remove.cancel")}</DialogClose>
          <button type="submit" className="kit-button kit-button--danger">
            {t("remove.confirm")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
