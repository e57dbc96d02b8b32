import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StepForm } from "~/components/assets/qualification-steps";
import { qualificationAction, qualificationLoader } from "~/components/assets/qualification-flow.server";
import { ReasonList } from "~/components/assets/reasons";
import { FieldError } from "~/components/field-error";
import { TableScroll } from "~/components/table-scroll";
import { useActionAnswer } from "~/components/use-action-answer";
import { choosePage, choosePageHref } from "~/domain/assets/choose-page";
import { notOffered, readQualificationState } from "~/domain/assets/qualification-flow";
import { withAccess } from "~/session/guard.server";
import { ChoosePager } from "./pager";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.qualification", layout: "app", i18n: ["assets", "market"] };

/** Only one page of the competition's assets reaches the page; the choices on other pages come as keys. */
export const loader = async (args: LoaderFunctionArgs) => {
  const loaded = await qualificationLoader("assets", args);
  return { ...loaded, ...choosePage(loaded.rows, loaded.state.assets, new URL(args.request.url).searchParams.get("page")) };
};

/** A page button moves with the choices as posted; next and back go through the flow's reducer. */
export const action = async (args: ActionFunctionArgs) => {
  const pageHref = await withAccess("manage", args, async ({ request }) => {
    const form = await request.clone().formData();
    return choosePageHref(form.get("intent"), readQualificationState(form));
  });
  if (pageHref) throw redirect(pageHref);
  return qualificationAction("assets", args);
};

/**
 * QUAL-02: what an asset's reasons mean. The not-qualifying text is for an asset that does not qualify; a qualified one
 * with reasons was qualified by the operator over the rules, so its reasons are the rules it does not meet, not a refusal.
 */
const reasonsHeading = (status: string) => (status === "ineligible" || status === "disqualified" ? "qualification.notQualifying" : status === "qualified" ? "qualification.qualifiedDespite" : null);

/** QUAL-01, QUAL-02: choose the assets and planned assets to put forward, each with why it does or does not qualify. */
export default function QualificationAssets() {
  const { t } = useTranslation("assets");
  const { competition, rows, state: loaded, refused, page, pages, chosenElsewhere } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const state = result?.state ?? loaded;
  // Assets named in the address that cannot be put forward were left out by the loader: said here as a post would say it.
  const error = result ? result.errors.asset : refused ? "unknown" : undefined;
  const message = error ? t(`qualification.errors.asset_${error}`) : undefined;
  return (
    <>
      <h2>{t("qualification.assetsTitle", { name: competition?.name })}</h2>
      <StepForm state={state} except={["asset"]} nextLabel={t("qualification.next")} error={rows.length === 0 ? message : undefined} answer={result}>
        {rows.length === 0 ? (
          <p>{t("qualification.noAssets")}</p>
        ) : (
          <fieldset aria-describedby={message ? "asset-error" : undefined}>
            <legend>{t("qualification.chooseAssets")}</legend>
            <FieldError id="asset-error" error={message} />
            {chosenElsewhere.map((key) => (
              <input key={key} type="hidden" name="asset" value={key} />
            ))}
            <TableScroll label={t("qualification.assetsLabel")}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t("qualification.putForward")}</th>
                    <th scope="col">{t("fields.name")}</th>
                    <th scope="col">{t("qualification.status")}</th>
                    <th scope="col">{t("qualification.why")}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const key = `${row.asset.planned ? "p" : "a"}${row.asset.id}`;
                    // Not offered: the box is disabled and left out of the post, the reason beside it.
                    const unavailable = notOffered(row);
                    return (
                      <tr key={key} className={unavailable === "ineligible" ? "kit-checkbox-list__item--unavailable" : undefined} data-offered={unavailable ?? "yes"}>
                        <td>
                          {unavailable ? (
                            <input type="checkbox" id={`asset-${key}`} disabled defaultChecked={unavailable === "put_forward"} aria-describedby={`asset-${key}-why`} />
                          ) : (
                            <input type="checkbox" name="asset" value={key} id={`asset-${key}`} defaultChecked={state.assets.includes(key)} aria-invalid={message ? true : undefined} />
                          )}
                        </td>
                        <th scope="row">
                          <label htmlFor={`asset-${key}`}>
                            {row.asset.name} ({row.asset.ref}){row.asset.planned ? ` · ${t("register.plannedTag")}` : ""}
                          </label>
                        </th>
                        <td>
                          {t(`eligibility.${row.eligibility_status}`)}
                          {row.put_forward ? ` · ${t("asset.putForward")}` : ""}
                          {unavailable ? <p id={`asset-${key}-why`}>{t(`qualification.notOffered.${unavailable}`)}</p> : null}
                        </td>
                        <td>
                          {row.reasons.length === 0 && row.override_reasons.length === 0 ? (
                            t("asset.meetsRules")
                          ) : (
                            <>
                              {reasonsHeading(row.eligibility_status) ? <p>{t(reasonsHeading(row.eligibility_status)!)}</p> : null}
                              <ReasonList reasons={row.reasons} overrideReasons={row.override_reasons} />
                            </>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
            <ChoosePager page={page} pages={pages} />
          </fieldset>
        )}
      </StepForm>
    </>
  );
}
