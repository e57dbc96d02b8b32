import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { applicationPath } from "~/domain/applications/paths";
import { withAccess } from "~/session/guard.server";
import { applicationId } from "./manage.flexprovider.applications.$id/context.server";

/** 001 §2 names the organisation questions "legal"; their page is "organisation" (000 §2). */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:applications:id", args, ({ params }) => redirect(applicationPath(applicationId(params), "organisation")));
