import { useLoaderData, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { DialogClose } from "~/components/close-control";
import { Modal } from "~/components/modal";
import { TableScroll } from "~/components/table-scroll";
import { stackingLoader, type reviewLoader } from "~/components/assets/operator-review.server";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:stacking.title", layout: "app", i18n: ["assets", "ui", "market"] };
export const loader = stackingLoader;

const PARENT = "routes/manage.systemoperator.$id.competitions.$competitionId.qualification";

/**
 * QUAL-03: the stacking rules matrix: which products one asset may be contracted for at the
 * same times. The eligibility check applies it (an asset taken by a product that cannot stack
 * has its full capacity contracted); the competition's own product is marked.
 */
export default function StackingRules() {
  const { t } = useTranslation(["assets", "market", "ui"]);
  const { rules } = useLoaderData<typeof loader>();
  const review = useRouteLoaderData<typeof reviewLoader>(PARENT);
  const navigate = useNavigate();
  if (!review) return null;
  const product = (code: string) => t(`market:productType.${code}`, { defaultValue: code });
  const own = review.competition.product_type;
  return (
    <Modal open title={t("stacking.title")} closeHref={review.base} onClose={() => navigate(review.base, { preventScrollReset: true })} dismissible className="kit-modal--wide">
      <p>{t("stacking.intro")}</p>
      {own ? <p>{t("stacking.this", { product: product(own) })}</p> : null}
      <TableScroll label={t("stacking.caption")}>
        <table className="data-table stacking-matrix">
          <caption>{t("stacking.caption")}</caption>
          <thead>
            <tr>
              <td />
              {rules.map((column) => (
                <th key={column.product_type} scope="col" aria-current={column.product_type === own ? "true" : undefined}>
                  {product(column.product_type)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.map((row) => (
              <tr key={row.product_type} aria-current={row.product_type === own ? "true" : undefined}>
                <th scope="row">{product(row.product_type)}</th>
                {rules.map((column) => {
                  const stacks = row.stacks_with.includes(column.product_type);
                  return (
                    <td key={column.product_type} className={stacks ? "stacking-yes" : "stacking-no"}>
                      <span aria-hidden="true">{stacks ? "✓" : "✗"}</span> <span className="kit-visually-hidden">{t(stacks ? "stacking.yes" : "stacking.no")}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="form-actions">
        <DialogClose className="kit-button kit-button--secondary">{t("stacking.close")}</DialogClose>
      </div>
    </Modal>
  );
}
