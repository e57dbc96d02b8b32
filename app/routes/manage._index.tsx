import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { manageHref } from "~/domain/navigation";
import { viewerOf } from "~/root-data.server";
import { withAccess } from "~/session/guard.server";

/** 000 §2 `/manage`: opens where the side navigation's Manage link goes for this user. */
export const loader = (args: LoaderFunctionArgs) => withAccess("manage:index", args, ({ auth }) => redirect(manageHref(viewerOf(auth))));

export { RedirectOnly as default } from "~/components/redirect-only";
