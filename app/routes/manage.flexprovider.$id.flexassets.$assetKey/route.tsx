import { assetTypeText } from "~/domain/assets/asset-type";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { AssetsArea } from "~/components/assets/area";
import { ReasonList } from "~/components/assets/reasons";
import { TableScroll } from "~/components/table-scroll";
import { parseAssetKey } from "~/domain/assets/register";
import { useTranslation } from "~/i18n/react";
import { useRootData, type RouteHandle } from "~/root-data";
import { userClient } from "~/session/api.server";
import { notFound, withAccess } from "~/session/guard.server";
import { assetEligibility, getAsset } from "~/upstream/asset-register.server";
import { voltageText } from "~/domain/market/format";
import { capacityFigure } from "~/domain/validation/capacity";

export const handle: RouteHandle = { title: "assets:titles.asset", layout: "app", i18n: ["assets", "market"] };

/** MGMT-01, QUAL-01: every field of one asset and how it stands in each competition in qualification. */
export const loader = (args: LoaderFunctionArgs) =>
  withAccess("manage:flexprovider:id:flexassets", args, async ({ request, context, auth, params }) => {
    const key = parseAssetKey(params.assetKey);
    if (!key) return notFound();
    const client = await userClient(request, context, auth);
    const [asset, eligibility] = await Promise.all([getAsset(client, key.id, key.planned), assetEligibility(client, key.id, key.planned)]);
    return { orgId: auth.claims?.role?.id ?? null, asset, eligibility, saved: new URL(request.url).searchParams.get("saved") === "1" };
  });

const FIELDS = [
  "ref", "name", "asset_category", "asset_type", "voltage_level", "status",
  "active_export_capacity", "active_import_capacity", "reactive_export_capacity", "reactive_import_capacity",
  "capacity_type", "capacity_value", "export_meter_id", "import_meter_id",
] as const;

export default function AssetPage() {
  const { t } = useTranslation(["assets", "market"]);
  const { orgId, asset, eligibility, saved } = useLoaderData<typeof loader>();
  const locale = useRootData()?.locale ?? "en-GB";
  const base = `/manage/flexprovider/${orgId}/flexassets/${asset.planned ? "p" : "a"}${asset.id}`;
  const shown = (name: (typeof FIELDS)[number]) => {
    const value = asset[name];
    if (value === null || value === undefined || value === "") return "—";
    if (name === "asset_category") return t(`categories.${value}`);
    if (name === "status") return t(`statuses.${value}`, { defaultValue: String(value) });
    if (name === "voltage_level") return voltageText(Number(value), locale);
    if (name === "capacity_type") return t(`capacityTypes.${value}`);
    if (name === "asset_type") return assetTypeText(String(value));
    if (name.startsWith("reactive")) return `${capacityFigure(Number(value), locale)} ${t("form.unitMvar")}`;
    if (name.includes("capacity")) return `${capacityFigure(Number(value), locale)} ${t("form.unitMw")}`;
    return String(value);
  };
  return (
    <AssetsArea selected="register" orgId={orgId}>
      <h2>
        {asset.name} ({asset.ref})
      </h2>
      {saved ? <p role="status" className="notice">{t("asset.saved")}</p> : null}
      <p className="asset-actions">
        <Link to={`${base}/edit`}>{t("asset.edit")}</Link> · <Link to={`/manage/flexprovider/availability/change?asset=${asset.planned ? "p" : "a"}${asset.id}`}>{t("asset.declareUnavailable")}</Link>
        {asset.status !== "inactive" && !asset.planned ? (
          <>
            {" · "}
            <Link to={`${base}/remove`}>{t("asset.remove")}</Link>
          </>
        ) : null}
      </p>
      <dl className="asset-fields">
        {FIELDS.filter((name) => (asset.planned ? !name.includes("meter") && !name.startsWith("active") && !name.startsWith("reactive") : !name.startsWith("capacity_"))).map((name) => (
          <div key={name}>
            <dt>{t(`fields.${name}`)}</dt>
            <dd>{shown(name)}</dd>
          </div>
        ))}
        <div>
          <dt>{t("fields.location")}</dt>
          <dd>
            {asset.location[1]}, {asset.location[0]}
          </dd>
        </div>
      </dl>
      <h3>{t("asset.competitions")}</h3>
      {eligibility.length === 0 ? (
        <p>{t("asset.noCompetitions")}</p>
      ) : (
        <TableScroll label={t("asset.competitions")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("qualification.competition")}</th>
                <th scope="col">{t("qualification.status")}</th>
                <th scope="col">{t("qualification.why")}</th>
              </tr>
            </thead>
            <tbody>
              {eligibility.map((row) => (
                <tr key={row.competition.id}>
                  <th scope="row">{row.competition.name}</th>
                  <td>
                    {t(`eligibility.${row.eligibility_status}`)}
                    {row.put_forward ? ` · ${t("asset.putForward")}` : ""}
                  </td>
                  <td>
                    {row.reasons.length === 0 && row.override_reasons.length === 0 ? t("asset.meetsRules") : <ReasonList reasons={row.reasons} overrideReasons={row.override_reasons} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Outlet />
    </AssetsArea>
  );
}
