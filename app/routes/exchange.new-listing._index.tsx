import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound, withAccess } from "~/session/guard.server";
import { stepPath } from "./exchange.new-listing.$step/step-path";

/** The exchange's "New listing" tab opens the first step; the values kept so far stay chosen there. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("exchange", args, ({ auth }) => {
    if (auth.role !== "flexprovider") notFound();
    return redirect(stepPath("type"));
  });
