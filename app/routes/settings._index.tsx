import { redirect } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";

export const loader = withAccess("settings", () => redirect("/settings/account"));
