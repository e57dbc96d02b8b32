import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { registrationPage, registrationStep } from "./register.$stage/stage.server";
import { RegistrationPage } from "./register.$stage/route";

export const handle: RouteHandle = { title: "registration:title", layout: "simple", i18n: ["registration", "auth"] };

/** The newer registration path of 000 §2: the first stage, from which the stages' own pages follow. */
export const loader = (args: LoaderFunctionArgs) => withAccess("register-new", args, (guarded) => registrationPage(guarded, "confirm"));

export const action = (args: ActionFunctionArgs) => withAccess("register-new", args, registrationStep);

export default RegistrationPage;
