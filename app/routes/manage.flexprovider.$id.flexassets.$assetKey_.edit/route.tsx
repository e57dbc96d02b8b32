import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionAnswer } from "~/components/use-action-answer";
import { AssetForm } from "~/components/assets/asset-form";
import { AssetsArea } from "~/components/assets/area";
import { assetFormValues } from "~/domain/assets/asset-form";
import { parseAssetKey } from "~/domain/assets/register";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { getAsset } from "~/upstream/asset-register.server";
import { saveAsset } from "../manage.flexprovider.$id.flexassets._index/save-asset.server";

export const handle: RouteHandle = { title: "assets:titles.edit", layout: "app", i18n: ["assets", "market"] };

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const key = parseAssetKey(params.assetKey);
    if (!key) return notFound();
    const asset = await getAsset(await userClient(request, context, auth), key.id, key.planned);
    return { orgId: auth.claims?.role?.id ?? null, asset, initial: assetFormValues(asset) };
  });

/** MGMT-01: saving an edit re-checks the asset's eligibility in the sandbox (the rules run on read). */
export const action = (args: ActionFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const key = parseAssetKey(params.assetKey);
    if (!key) return notFound();
    const client = await userClient(request, context, auth);
    return saveAsset(client, await request.formData(), { planned: key.planned, id: key.id, orgId: params.id! });
  });

export default function EditAsset() {
  const { t } = useTranslation("assets");
  const { orgId, asset, initial } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  return (
    <AssetsArea selected="register" orgId={orgId}>
      <h2>{t("form.editTitle", { name: asset.name })}</h2>
      <AssetForm planned={asset.planned} reply={result?.reply} initial={initial} submitLabel={t("form.save")} />
    </AssetsArea>
  );
}
