import { Form } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { CheckboxList, type CheckboxItem } from "~/components/checkbox-list";
import { translateError } from "~/components/form-errors";
import { ASSETS_FIELD, confirmLabel, selectedCount, toggleAll, type AssetSelectionItem } from "~/domain/bidding/asset-choice";
import { HiddenBids } from "./hidden-bids";
import { StepDialog } from "./step-dialog";
import type { BidFormState } from "./types";

type Props = {
  items: CheckboxItem[];
  selected: string[];
  errors?: string[];
  closeHref: string;
  /** The bid form's typed bids and selection, when the step was opened from it. */
  carried?: Pick<BidFormState, "rows" | "selection" | "ballotId"> | null;
};

const asSelectionItems = (items: CheckboxItem[]) => items.map((item) => ({ ...item, unavailable: !!item.unavailable })) as AssetSelectionItem[];

/**
 * BID-05: the asset selection modal. Assets that do not qualify are disabled and struck
 * through; toggle-all selects every qualifying asset (or none); the confirm button counts
 * the selection. Toggle-all is a post of its own, so it works without JavaScript too.
 * Opened from the bid form, it carries the typed bids through every post: confirming returns
 * to them with the new selection, cancelling (and the ×, Escape) with the old one.
 */
export function AssetSelection({ items, selected, errors, closeHref, carried }: Props) {
  const { t } = useTranslation(["bidding", "common"]);
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(selected);
  const [revision, setRevision] = useState(0);
  const cancel = useRef<HTMLButtonElement>(null);
  const list = asSelectionItems(items);
  const count = selectedCount(list, checked);
  const label = confirmLabel(count);
  const error = errors?.[0] ? translateError(t, errors[0]) : undefined;
  return (
    <StepDialog title={t("pages.assets.title")} closeHref={closeHref} onClose={carried ? () => cancel.current?.click() : undefined}>
      <Form method="post" className="form" replace>
        <AuthenticityTokenInput />
        {carried ? <HiddenBids state={carried} carried /> : null}
        <p>{t("pages.assets.intro")}</p>
        {hydrated ? (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setChecked(toggleAll(list, checked));
              setRevision((value) => value + 1);
            }}
          >
            {t("pages.assets.toggleAll")}
          </button>
        ) : (
          <button type="submit" name="intent" value="toggle-assets" className="button button--link" formNoValidate>
            {t("pages.assets.toggleAll")}
          </button>
        )}
        <CheckboxList key={revision} name={ASSETS_FIELD} label={t("pages.assets.label")} items={items} defaultChecked={checked} onChange={setChecked} error={error} />
        <div className="form-actions">
          {/* With nothing ticked there is nothing to confirm; without JavaScript the server says so instead. */}
          <button type="submit" name="intent" value="select-assets" className="button button--primary" disabled={hydrated && count === 0}>
            {t(label.key, label.values)}
          </button>
          {carried ? (
            <button ref={cancel} type="submit" name="intent" value="cancel-assets" className="button" formNoValidate>
              {t("pages.cancel")}
            </button>
          ) : (
            <a href={closeHref}>{t("pages.cancel")}</a>
          )}
        </div>
      </Form>
    </StepDialog>
  );
}
