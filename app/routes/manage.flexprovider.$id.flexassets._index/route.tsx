import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssetsArea } from "~/components/assets/area";
import { AssetRegister } from "~/components/assets/register";
import type { RouteHandle } from "~/root-data";
import { loadRegister } from "./register.server";

export const handle: RouteHandle = { title: "assets:titles.register", layout: "app", i18n: ["assets", "market"] };

/** MGMT-01: the provider's asset register (assets and planned assets), filtered and paged. */
export const loader = (args: LoaderFunctionArgs) => loadRegister("manage:flexprovider:id:flexassets", args);

export default function FlexAssets() {
  const data = useLoaderData<typeof loader>();
  return (
    <AssetsArea selected="register" orgId={data.orgId}>
      <AssetRegister {...data} />
    </AssetsArea>
  );
}
