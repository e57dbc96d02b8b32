import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { AssetSelection } from "./asset-selection";
import { BidForm } from "./bid-form";
import { BidSuccess } from "./bid-success";
import { MultiBid } from "./multi-bid";
import type { BidFormState, BuilderModel } from "./types";

export type BuilderPlaceModel = { base: string; key: "competition" | "ballot"; id: number };

export type BuilderPageModel =
  | { view: "builder"; model: BuilderModel; place: BuilderPlaceModel; step: "assets" | "bids"; selected: string[]; form: BidFormState }
  | { view: "success"; model: BuilderModel };

/** `carried`: the bid form's selection while the asset selection step carries its bids, else null. */
export type BuilderAnswer = BidFormState & { step: "assets" | "bids" | "multi"; intent: string; carried?: string | null };

const urlOf = (place: BuilderPlaceModel, query: Record<string, string> = {}) =>
  `${place.base}?${new URLSearchParams({ [place.key]: String(place.id), ...query })}`;

/**
 * The ballot builder: asset selection (BID-05), the bid form (BID-02, BID-04), multi-bid
 * (BID-06) and bid success (BID-07). A post's answer takes over from the page's data, so
 * the form shows exactly what was posted.
 */
export function BallotBuilder({ page, answer, actions }: { page: BuilderPageModel; answer?: BuilderAnswer; actions?: ReactNode }) {
  const { t } = useTranslation(["bidding", "common"]);
  const { model } = page;
  if (page.view === "success") return <BidSuccess competitionId={model.competition.id} />;
  const step = answer?.step ?? page.step;
  const form: BidFormState = answer ?? page.form;
  const selected = answer?.step === "assets" ? (answer.selection ? answer.selection.split(",") : []) : page.selected;
  const bidsHref = urlOf(page.place, { step: "bids", assets: form.selection });
  return (
    <section aria-labelledby="builder-title">
      <h2 id="builder-title">
        {model.competition.name} <span className="muted">{model.competition.reference}</span>
      </h2>
      {actions}
      {step === "assets" ? (
        <AssetSelection
          key={answer?.revision ?? "page"}
          items={model.items}
          selected={selected}
          errors={answer?.errors.assets}
          closeHref={page.form.selection ? bidsHref : "/manage/flexprovider/bids/submit"}
          carried={answer && typeof answer.carried === "string" ? { rows: answer.rows, selection: answer.carried, ballotId: answer.ballotId } : null}
        />
      ) : null}
      {step === "bids" ? <BidForm model={model} state={form} /> : null}
      {step === "multi" ? <MultiBid model={model} state={form} closeHref={bidsHref} /> : null}
      {step === "assets" && !page.form.selection ? <p>{t("pages.assets.first")}</p> : null}
    </section>
  );
}
