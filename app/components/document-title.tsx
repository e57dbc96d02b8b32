import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";

/** The page's title and description, in the user's language (Remix's meta has no translations). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const error = useRouteError();
  const root = useRootData();
  let key: string | undefined;
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : null;
    const csrf = isRouteErrorResponse(error) && (error.data as { message?: string } | undefined)?.message === "csrf";
    // The tab says what the page says: a signed-in refusal is the access-restricted screen (see ErrorPage).
    key = status === 404 ? "titles.notFound" : status === 403 && !csrf && root?.user ? "accessDenied.title" : "titles.error";
  }
  for (let index = matches.length - 1; !key && index >= 0; index--) {
    const title = (matches[index].handle as RouteHandle | undefined)?.title;
    if (title) key = typeof title === "function" ? (title as (data: unknown) => string)(matches[index].data) : title;
  }
  return (
    <>
      <title>{key ? `${t(key)} · Flexmarket` : "Flexmarket"}</title>
      <meta name="description" content={t("description")} />
    </>
  );
}
