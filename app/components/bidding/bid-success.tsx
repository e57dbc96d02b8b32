import { useTranslation } from "~/i18n/react";
import { bidSuccessActions } from "~/domain/bidding/bid-success";
import { StepDialog } from "./step-dialog";

const FINISH_HREF = "/manage/flexprovider/bids/submit";

/** BID-07: the bid success modal: finish bidding, or add another bid to the same competition. */
export function BidSuccess({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation(["bidding", "common"]);
  const href = { finish: FINISH_HREF, "add-another": `${FINISH_HREF}?competition=${competitionId}`, "upload-baseline": FINISH_HREF };
  return (
    <StepDialog
      title={t("pages.success.title")}
      closeHref={FINISH_HREF}
      dismissible={false}
      footer={bidSuccessActions("bid").map((action, index) => (
        <a key={action.intent} href={href[action.intent]} className={index === 0 ? "button button--primary" : "button"}>
          {t(action.label.key, action.label.values)}
        </a>
      ))}
    >
      <p>{t("pages.success.message")}</p>
    </StepDialog>
  );
}
