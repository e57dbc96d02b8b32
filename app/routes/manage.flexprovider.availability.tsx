import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AssetsArea } from "~/components/assets/area";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "assets:titles.availability", layout: "app", i18n: ["assets"] };

/** MGMT-02: the provider's declared unavailability; declaring is the change then confirm child routes. */
export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, ({ auth }) => ({ orgId: auth.claims?.role?.id ?? null }));

export default function AvailabilityLayout() {
  const { orgId } = useLoaderData<typeof loader>();
  return (
    <AssetsArea selected="availability" orgId={orgId}>
      <Outlet />
    </AssetsArea>
  );
}
