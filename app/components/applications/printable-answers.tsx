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

type Props = {
  recordName: string;
  created: string;
  definitions: Definitions;
  sections: ApplicationSection[];
  /** The submitted files' names by attachment key. */
  files: Record<string, string>;
  /** Where the provider downloads one of its files (`?key=`). */
  attachmentPath: string;
};

/** The submitted answers in a layout the provider can print and keep; each file answer is its name, a link to download it. */
export function PrintableAnswers({ recordName, created, definitions, sections, files, attachmentPath }: Props) {
  const { t } = useTranslation("applications");
  const dates = useDates();
  const file = (key: string) => (
    <a className="app-download" href={`${attachmentPath}?${new URLSearchParams({ key })}`}>
      <span className="visually-hidden">{t("print.download")} </span>
      {files[key] ?? key.split("/").at(-1)}
    </a>
  );
  return (
    <section className="app-print" aria-labelledby="print-title">
      <div className="app-print__header">
        <h2 id="print-title">{t("print.title", { name: recordName })}</h2>
        <PrintButton />
      </div>
      <p>{t("print.submitted", { date: dates.dateTime(created) })}</p>
      <ApplicationAnswers definitions={definitions} sections={sections} file={file} headingLevel={3} />
    </section>
  );
}
