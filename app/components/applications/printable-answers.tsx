import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ApplicationSection, Definitions } from "~/domain/applications/types";
import { ApplicationAnswers } from "./answers";
import { useDates } from "./dates";

function PrintButton() {
  const { t } = useTranslation("applications");
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <p className="app-print__hint">{t("print.hint")}</p>;
  return (
    <button type="button" className="button app-print__button" onClick={() => window.print()}>
      {t("print.button")}
    </button>
  );
}

/** The submitted answers in a layout the provider can print and keep. */
export function PrintableAnswers({ recordName, created, definitions, sections }: { recordName: string; created: string; definitions: Definitions; sections: ApplicationSection[] }) {
  const { t } = useTranslation("applications");
  const dates = useDates();
  return (
    <section className="app-print" aria-labelledby="print-title">
      <div className="app-print__header">
        <h2 id="print-title">{t("print.title", { name: recordName })}</h2>
        <PrintButton />
      </div>
      <p>{t("print.submitted", { date: dates.dateTime(created) })}</p>
      <ApplicationAnswers definitions={definitions} sections={sections} headingLevel={3} />
    </section>
  );
}
