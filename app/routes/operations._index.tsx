import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";

export const loader = (args: LoaderFunctionArgs) => withAccess("operations", args, () => redirect("/operations/upcomingdispatches"));

export { RedirectOnly as default } from "~/components/redirect-only";
