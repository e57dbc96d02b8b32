import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useActionAnswer } from "~/components/use-action-answer";
import { AssetForm } from "~/components/assets/asset-form";
import { AssetsArea } from "~/components/assets/area";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { saveAsset } from "../manage.flexprovider.$id.flexassets._index/save-asset.server";

export const handle: RouteHandle = { title: "assets:titles.add", layout: "app", i18n: ["assets", "market"] };

const isPlanned = (request: Request) => new URL(request.url).searchParams.get("planned") === "true";

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, auth }) => ({ orgId: auth.claims?.role?.id ?? null, planned: isPlanned(request) }));

/** MGMT-01: adds an asset or, with `?planned=true`, a planned asset. */
export const action = (args: ActionFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const client = await userClient(request, context, auth);
    return saveAsset(client, await request.formData(), { planned: isPlanned(request), orgId: params.id! });
  });

export default function NewAsset() {
  const { t } = useTranslation("assets");
  const { orgId, planned } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  return (
    <AssetsArea selected="register" orgId={orgId}>
      <h2>{t(planned ? "form.addPlannedTitle" : "form.addTitle")}</h2>
      <AssetForm planned={planned} reply={result?.reply} initial={{}} submitLabel={t("form.add")} />
    </AssetsArea>
  );
}
