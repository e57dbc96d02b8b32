import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { settlementHome } from "~/domain/settlement/side";
import { withAccess } from "~/session/guard.server";

export const loader = (args: LoaderFunctionArgs) => withAccess("settlement", args, ({ auth }) => redirect(settlementHome(auth)));

export { RedirectOnly as default } from "~/components/redirect-only";
