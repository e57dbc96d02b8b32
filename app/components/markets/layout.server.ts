import type { LoaderFunctionArgs } from "@remix-run/node";
import { FLAGS } from "~/domain/flags";
import { withAccess } from "~/session/guard.server";

/** Whether the milestones tab shows (its page is behind the `milestones` flag); kept on the server so the flags stay out of the page's JavaScript. */
export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, ({ auth }) => ({ milestones: auth.features.has(FLAGS.milestones) }));
