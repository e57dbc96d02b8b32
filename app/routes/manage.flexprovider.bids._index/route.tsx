import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";

/** Manage bids opens on the submit page. */
export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, () => redirect("/manage/flexprovider/bids/submit"));

export { RedirectOnly as default } from "~/components/redirect-only";
