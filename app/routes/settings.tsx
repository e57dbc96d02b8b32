import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { layout: "app", i18n: "account" };

export const loader = (args: LoaderFunctionArgs) => withAccess("settings", args, () => null);

export default function Settings() {
  return <Outlet />;
}
