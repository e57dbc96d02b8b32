import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssetsArea } from "~/components/assets/area";
import { AssetRegister } from "~/components/assets/register";
import type { RouteHandle } from "~/root-data";
import { loadRegister } from "./manage.flexprovider.$id.flexassets._index/register.server";

export const handle: RouteHandle = { title: "assets:titles.register", layout: "app", i18n: ["assets", "market"] };

/** 000 §2 `/assets`: the same register as the Manage link's. */
export const loader = (args: LoaderFunctionArgs) => loadRegister("assets", args);

export default function Assets() {
  const data = useLoaderData<typeof loader>();
  return (
    <AssetsArea selected="register" orgId={data.orgId}>
      <AssetRegister {...data} />
    </AssetsArea>
  );
}
