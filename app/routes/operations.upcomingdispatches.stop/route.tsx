import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ConfirmationSlot } from "~/components/dispatch/confirm-dialog-slot";
import { selectedIds } from "~/domain/dispatch/actions";
import { chosenInstructions, confirmWrite } from "~/domain/dispatch/confirm.server";
import { sideOf } from "~/domain/dispatch/side";
import { getFixedT } from "~/i18n/i18n.server";
import { getLocale } from "~/session/locale.server";
import type { RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { stopInstructions } from "~/upstream/dispatch.server";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

/** DISP-03: issue stop instructions, after a confirmation that says they cannot be recovered. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    return { instructions: await chosenInstructions(request, context, auth) };
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canDispatch) return notFound();
    const ids = selectedIds((await request.formData()).getAll("instruction"));
    const client = await userClient(request, context, auth);
    const t = getFixedT(await getLocale(request, context), "dispatch");
    return confirmWrite(request, context, ids, () => stopInstructions(client, ids), { title: t("stop.done"), message: t("stop.doneMessage", { count: ids.length }) });
  });

export default function StopInstructions() {
  return <ConfirmationSlot kind="stop" />;
}
