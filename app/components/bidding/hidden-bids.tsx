import { bidFieldName } from "~/domain/bidding/bid-fields";
import type { BidDraft } from "~/domain/bidding/types";
import { ASSETS_FIELD } from "~/domain/bidding/asset-choice";
import { CARRIED_ASSETS_FIELD, type BidFormState } from "./types";

const FIELDS: (keyof BidDraft)[] = ["id", "service_window", "capacity", "max_runtime", "availability_price", "utilisation_price", "service_fee"];

type Props = {
  state: Pick<BidFormState, "rows" | "selection" | "ballotId">;
  withRows?: boolean;
  /** The asset selection step has checkboxes of its own under `assets`; it carries the bid form's selection apart. */
  carried?: boolean;
};

/** The bid set and selection as hidden fields, so a step on top of the bid form posts them back untouched. */
export function HiddenBids({ state, withRows = true, carried = false }: Props) {
  return (
    <>
      <input type="hidden" name={carried ? CARRIED_ASSETS_FIELD : ASSETS_FIELD} value={state.selection} />
      {state.ballotId ? <input type="hidden" name="ballot" value={state.ballotId} /> : null}
      {withRows
        ? state.rows.flatMap(({ row, bid }) =>
            FIELDS.filter((field) => bid[field] !== undefined && bid[field] !== "").map((field) => (
              <input key={`${row}-${field}`} type="hidden" name={bidFieldName(row, field)} value={String(bid[field])} />
            )),
          )
        : null}
    </>
  );
}
