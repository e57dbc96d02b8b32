import type { LoaderFunctionArgs } from "@remix-run/node";
import { RestrictedScreen } from "~/components/errors/restricted-screen";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "titles.unauthorised", layout: "app" };

export const loader = (args: LoaderFunctionArgs) => withAccess("unauthorised", args, () => null);

/** The access-denied screen: where upgrade markers lead, and where restricted content sends users. */
export default function Unauthorised() {
  return <RestrictedScreen />;
}
