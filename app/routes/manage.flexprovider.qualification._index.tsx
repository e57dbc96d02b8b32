import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";

export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage", args, () => {
    throw redirect("/manage/flexprovider/qualification/overview");
  });

export { RedirectOnly as default } from "~/components/redirect-only";
