import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { registrationPage, registrationStep } from "./register._index/register.server";
import { RegistrationPage } from "./register._index/route";

export const handle: RouteHandle = { title: "registration:title", layout: "simple", i18n: ["registration", "auth"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("register-new", args, registrationPage);

export const action = (args: ActionFunctionArgs) => withAccess("register-new", args, registrationStep);

/** The newer registration path of 000 §2: the same stages. */
export default RegistrationPage;
