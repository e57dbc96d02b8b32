import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvLoader } from "~/domain/dispatch/csv.server";

export const loader = (args: LoaderFunctionArgs) => csvLoader("past")(args);
