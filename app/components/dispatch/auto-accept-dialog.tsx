import { Form, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useTranslation } from "~/i18n/react";
import { DialogClose } from "~/components/close-control";
import { FieldError } from "~/components/field-error";
import { translateError } from "~/components/form-errors";
import { Modal } from "~/components/modal";
import { TableScroll } from "~/components/table-scroll";
import { useRootData } from "~/root-data";
import { money } from "./format";
import type { AutoAcceptRule } from "~/upstream/schemas/dispatch";

type Option = { id: number; name: string };

const BACK = "/operations/upcomingdispatches";

/** The provider's auto-accept rules with the add form, from its route's data. */
export function AutoAcceptDialog() {
  const { t } = useTranslation("dispatch");
  const navigate = useNavigate();
  const { rules, competitions, assets } = useLoaderData() as { rules: AutoAcceptRule[]; competitions: Option[]; assets: Option[] };
  const answer = useActionData() as { errors?: string[]; fieldErrors?: Record<string, string>; values?: Record<string, string> } | undefined;
  const root = useRootData();
  const locale = root?.locale ?? "en-GB";
  const currency = root?.currency ?? "GBP";
  // What was typed comes back with a refusal, so nothing has to be chosen again.
  const typed = answer?.values;
  const priceError = answer?.fieldErrors?.min_utilisation_price;
  const competitionName = (id: number | null) => (id === null ? t("rules.any") : (competitions.find((item) => item.id === id)?.name ?? `#${id}`));
  const assetName = (id: number | null) => (id === null ? t("rules.any") : (assets.find((item) => item.id === id)?.name ?? `#${id}`));
  return (
    <Modal
      open
      title={t("rules.title")}
      closeHref={BACK}
      onClose={() => navigate(BACK, { preventScrollReset: true })}
      footer={<DialogClose className="kit-button kit-button--secondary">{t("rules.close")}</DialogClose>}
    >
      <p>{t("rules.intro")}</p>
      {rules.length === 0 ? (
        <p>{t("rules.none")}</p>
      ) : (
        <TableScroll label={t("rules.title")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("rules.rule")}</th>
                <th scope="col">{t("rules.competition")}</th>
                <th scope="col">{t("rules.asset")}</th>
                <th scope="col">{t("rules.minPrice")}</th>
                <th scope="col">{t("rules.requireAvailable")}</th>
                <th scope="col"><span className="kit-visually-hidden">{t("rules.remove")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">{t("rules.number", { id: rule.id })}</th>
                  <td>{competitionName(rule.competition)}</td>
                  <td>{assetName(rule.flex_asset)}</td>
                  <td>{rule.min_utilisation_price === null ? t("rules.any") : money(rule.min_utilisation_price, currency, locale)}</td>
                  <td>{rule.require_available ? t("rules.yes") : t("rules.no")}</td>
                  <td>
                    <Form method="post">
                      <AuthenticityTokenInput />
                      <input type="hidden" name="rule" value={rule.id} />
                      <button type="submit" name="intent" value="remove" className="kit-button kit-button--secondary">
                        {t("rules.remove")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Form method="post" className="dispatch-create">
        <AuthenticityTokenInput />
        <h3>{t("rules.add")}</h3>
        {answer?.errors?.length ? (
          <ul className="form-error" role="alert">
            {answer.errors.map((message, index) => (
              <li key={index}>{translateError(t, message)}</li>
            ))}
          </ul>
        ) : null}
        <label>
          {t("rules.competition")}
          <select name="competition" defaultValue={typed?.competition ?? ""}>
            <option value="">{t("rules.any")}</option>
            {competitions.map((item) => (
              <option key={item.id} value={item.id}>{item.name}</option>
            ))}
          </select>
        </label>
        <label>
          {t("rules.asset")}
          <select name="flex_asset" defaultValue={typed?.flex_asset ?? ""}>
            <option value="">{t("rules.any")}</option>
            {assets.map((item) => (
              <option key={item.id} value={item.id}>{item.name}</option>
            ))}
          </select>
        </label>
        <label>
          {t("rules.minPrice")} ({currency})
          <input
            type="text"
            name="min_utilisation_price"
            inputMode="decimal"
            defaultValue={typed?.min_utilisation_price ?? ""}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? "rule-price-error" : undefined}
          />
        </label>
        <FieldError id="rule-price-error" error={priceError} />
        <label className="dispatch-create__window">
          <input type="checkbox" name="require_available" defaultChecked={typed ? typed.require_available === "on" : true} />
          {t("rules.requireAvailable")}
        </label>
        <button type="submit" name="intent" value="add" className="kit-button kit-button--primary">
          {t("rules.addButton")}
        </button>
      </Form>
    </Modal>
  );
}
