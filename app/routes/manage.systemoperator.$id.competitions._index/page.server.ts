import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withAccess } from "~/session/guard.server";
import { operatorCompetitionsAction } from "./action.server";
import { operatorCompetitionsLoader } from "./load.server";

// The page's server side behind one module, so the browser's route chunk keeps a single empty stand-in for it.

export const loader = (args: LoaderFunctionArgs) => withAccess("manage:systemoperator:id:competitions", args, operatorCompetitionsLoader);

export const action = (args: ActionFunctionArgs) => withAccess("manage:systemoperator:id:competitions", args, operatorCompetitionsAction);
