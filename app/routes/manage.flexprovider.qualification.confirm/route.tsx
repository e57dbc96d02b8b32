import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StepForm } from "~/components/assets/qualification-steps";
import { qualificationAction, qualificationLoader } from "~/components/assets/qualification-flow.server";
import { TableScroll } from "~/components/table-scroll";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.qualification", layout: "app", i18n: ["assets", "market"] };

export const loader = (args: LoaderFunctionArgs) => qualificationLoader("confirm", args);
export const action = (args: ActionFunctionArgs) => qualificationAction("confirm", args);

/** QUAL-02: what will be put forward, with the data added; putting forward happens only here. */
export default function QualificationConfirm() {
  const { t } = useTranslation("assets");
  const { competition, rows, state: loaded } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const state = result?.state ?? loaded;
  const chosen = rows.filter((row) => state.assets.includes(`${row.asset.planned ? "p" : "a"}${row.asset.id}`));
  return (
    <>
      <h2>{t("qualification.confirmTitle", { name: competition?.name, count: chosen.length })}</h2>
      <StepForm state={state} nextLabel={t("qualification.submit")} error={result?.errors[""]} answer={result}>
        <TableScroll label={t("qualification.confirmLabel")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("fields.name")}</th>
                <th scope="col">{t("qualification.status")}</th>
                <th scope="col">{t("qualification.added")}</th>
              </tr>
            </thead>
            <tbody>
              {chosen.map((row) => {
                const key = `${row.asset.planned ? "p" : "a"}${row.asset.id}`;
                const added = Object.entries(state.data[key] ?? {});
                return (
                  <tr key={key}>
                    <th scope="row">
                      {row.asset.name} ({row.asset.ref})
                    </th>
                    <td>{t(`eligibility.${row.eligibility_status}`)}</td>
                    <td>{added.length ? added.map(([name, value]) => `${t(`fields.${name}`)}: ${value}`).join(", ") : "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </StepForm>
    </>
  );
}
