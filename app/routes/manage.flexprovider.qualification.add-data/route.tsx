import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StepForm } from "~/components/assets/qualification-steps";
import { qualificationAction, qualificationLoader } from "~/components/assets/qualification-flow.server";
import { fieldMessage, missingData } from "~/components/assets/qualification-data";
import { FormField } from "~/components/form-field";
import { useActionAnswer } from "~/components/use-action-answer";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";

export const handle: RouteHandle = { title: "assets:titles.qualification", layout: "app", i18n: ["assets", "market"] };

export const loader = (args: LoaderFunctionArgs) => qualificationLoader("add-data", args);
export const action = (args: ActionFunctionArgs) => qualificationAction("add-data", args);

/** QUAL-02: the data the competition checks for that a chosen asset lacks, flagged per asset. */
export default function QualificationAddData() {
  const { t } = useTranslation("assets");
  const { rows, state: loaded } = useLoaderData<typeof loader>();
  const result = useActionAnswer<typeof action>();
  const state = result?.state ?? loaded;
  const needing = rows
    .map((row) => ({ row, key: `${row.asset.planned ? "p" : "a"}${row.asset.id}`, missing: missingData(row) }))
    .filter(({ key, missing }) => state.assets.includes(key) && missing.length > 0);
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  return (
    <>
      <h2>{t("qualification.steps.add-data")}</h2>
      <StepForm state={state} except={needing.flatMap(({ key, missing }) => missing.map((name) => `${key}.${name}`))} nextLabel={t("qualification.next")} answer={result}>
        {needing.length === 0 ? <p>{t("qualification.nothingToAdd")}</p> : null}
        {needing.map(({ row, key, missing }) => (
          <fieldset key={key}>
            <legend>
              {row.asset.name} ({row.asset.ref})
            </legend>
            <p className="form-field__hint">{t("qualification.needsData")}</p>
            {missing.map((name) => {
              const field = `${key}.${name}`;
              const message = fieldMessage(errors[field], (code) => t(`qualification.errors.${code}`));
              return (
                <FormField
                  key={field}
                  field={{ id: `data-${key}-${name}`, name: field, errorId: `data-${key}-${name}-error`, key: `${field}-${message ?? ""}`, errors: message ? [message] : undefined, initialValue: state.data[key]?.[name] ?? "" }}
                  label={t(`fields.${name}`)}
                  hint={t("form.meterHint")}
                  inputMode="numeric"
                />
              );
            })}
          </fieldset>
        ))}
      </StepForm>
    </>
  );
}
