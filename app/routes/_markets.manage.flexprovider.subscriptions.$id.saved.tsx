import type { LoaderFunctionArgs } from "@remix-run/node";
import { useNavigate, useParams } from "@remix-run/react";
import { Modal } from "~/components/modal";
import { DialogClose } from "~/components/close-control";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "markets:titles.saved", layout: "app", i18n: ["markets"] };

export const loader = (args: LoaderFunctionArgs) => withAccess("manage:flexprovider:subscriptions", args, () => null);

/** MGMT-03: the saved confirmation modal over the subscription just saved. */
export default function SavedConfirmation() {
  const { t } = useTranslation("markets");
  const { id } = useParams();
  const navigate = useNavigate();
  const back = `/manage/flexprovider/subscriptions/${id}`;
  return (
    <Modal open title={t("saved.title")} closeHref={back} onClose={() => navigate(back, { preventScrollReset: true })} footer={<DialogClose className="kit-button kit-button--primary">{t("saved.close")}</DialogClose>}>
      <p>{t("saved.body")}</p>
    </Modal>
  );
}
