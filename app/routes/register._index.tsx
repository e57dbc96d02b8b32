import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";

/** Registration starts at its first stage (001 §2: /register/confirm). */
export const loader = (args: LoaderFunctionArgs) => withAccess("register", args, () => redirect("/register/confirm"));

export { RedirectOnly as default } from "~/components/redirect-only";
