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
import { respond } from "~/upstream/dispatch.server";

export const handle: RouteHandle = { title: "nav.operations", layout: "app", i18n: ["dispatch"] };

const answerOf = (value: unknown) => (value === "rejected" ? "rejected" : "accepted");

/** DISP-02: the dispatch instruction response confirmation, for one or several instructions. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canRespond) return notFound();
    const response = answerOf(new URL(request.url).searchParams.get("response"));
    return { response, instructions: await chosenInstructions(request, context, auth) };
  });

export const action = (args: ActionFunctionArgs) =>
  withAccess("operations", args, async ({ request, context, auth }) => {
    if (!sideOf(auth).canRespond) return notFound();
    const form = await request.formData();
    const ids = selectedIds(form.getAll("instruction"));
    const response = answerOf(form.get("response"));
    const client = await userClient(request, context, auth);
    const t = getFixedT(await getLocale(request, context), "dispatch");
    return confirmWrite(request, context, ids, () => respond(client, ids.map((instruction) => ({ instruction, response }))), {
      title: t(`respond.done.${response}`),
      message: t("respond.doneMessage", { count: ids.length }),
    });
  });

export default function RespondToInstructions() {
  return <ConfirmationSlot kind="respond" />;
}
