import { Outlet } from "@remix-run/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { layout: "app", i18n: "account" };

export const loader = withAccess("settings", () => null);

export default function Settings() {
  return <Outlet />;
}
