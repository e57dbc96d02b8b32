import { useTranslation } from "~/i18n/react";

/** Page buttons inside the step's form, so the boxes ticked on this page go along with the move. */
export function ChoosePager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation("assets");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("register.pages")} className="pager">
      <p>{t("register.pageOf", { page, pages })}</p>
      {page > 1 ? (
        <button type="submit" name="intent" value={`page:${page - 1}`} className="button">
          {t("register.previous")}
        </button>
      ) : null}{" "}
      {page < pages ? (
        <button type="submit" name="intent" value={`page:${page + 1}`} className="button">
          {t("register.next")}
        </button>
      ) : null}
    </nav>
  );
}
