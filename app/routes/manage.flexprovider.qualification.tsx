import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AssetsArea } from "~/components/assets/area";
import { QualificationProgress } from "~/components/assets/qualification-steps";
import { readQualificationState } from "~/domain/assets/qualification-flow";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";

export const handle: RouteHandle = { title: "assets:titles.qualification", layout: "app", i18n: ["assets", "market"] };

/** QUAL-02: the provider's qualification area; the steps are its child routes. */
export const loader = (args: LoaderFunctionArgs) => withAccess("manage", args, ({ auth }) => ({ orgId: auth.claims?.role?.id ?? null }));

export default function QualificationLayout() {
  const { orgId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const step = location.pathname.split("/").filter(Boolean).pop() ?? "";
  return (
    <AssetsArea selected="qualification" orgId={orgId}>
      <QualificationProgress current={step} state={readQualificationState(new URLSearchParams(location.search))} />
      <Outlet />
    </AssetsArea>
  );
}
