import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { StepPage } from "~/components/applications/step-page";
import { stepHandle, stepShouldRevalidate } from "~/components/applications/step-route";
import { stepAction, stepLoader } from "./manage.flexprovider.applications.$id/step.server";

/** The "legal" step of an application, drawn from its purchasing system's definition. */
export const loader = (args: LoaderFunctionArgs) => stepLoader("legal", args);
export const action = (args: ActionFunctionArgs) => stepAction("legal", args);
export const handle = stepHandle;
export const shouldRevalidate = stepShouldRevalidate;
export default StepPage;
