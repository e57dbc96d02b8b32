import type { RouteHandle } from "~/root-data";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { notFound, withAccess } from "~/session/guard.server";

const DOCUMENTS = { "basic-terms": "basicTerms", serviceterms: "serviceTerms" } as const;

// serviceterms → basic-terms under mk_update_terms_sep_25 is the route's serviceTermsRedirect guard.
export const loader = (args: LoaderFunctionArgs) => withAccess("legal", args, ({ params }) => {
  const document = params.document as keyof typeof DOCUMENTS;
  if (!(document in DOCUMENTS)) notFound();
  return { document };
});

type Section = { heading: string; body: string };

export const handle: RouteHandle = {
  title: (data: { document?: string } | undefined) => (data?.document === "serviceterms" ? "titles.serviceTerms" : "titles.terms"),
};

export default function LegalDocument() {
  const { t } = useTranslation("legal");
  const { document } = useLoaderData<typeof loader>();
  const key = DOCUMENTS[document];
  const sections = t(`${key}.sections`, { returnObjects: true }) as Section[];
  return (
    <article>
      <h1>{t(`${key}.title`)}</h1>
      <p className="form-field__hint">{t(`${key}.updated`)}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}
