import { Form, Link } from "@remix-run/react";
import { TableScroll } from "~/components/table-scroll";
import { ASSET_STATUSES, assetKey } from "~/domain/assets/register";
import { ASSET_CATEGORIES, VOLTAGE_LEVELS } from "~/domain/market/enums";
import { capacityText, voltageText } from "~/domain/market/format";
import { useRootData } from "~/root-data";
import { useTranslation } from "~/i18n/react";
import type { RegisterAsset } from "~/upstream/schemas/assets";
import { AssetMap, type AssetMapData } from "./asset-map";

type Props = {
  orgId: number | string | null;
  assets: RegisterAsset[];
  filters: Record<string, string | undefined>;
  page: number;
  pages: number;
  total: number;
  /** Competitions in qualification the map can colour the assets for, and the map when asked for. */
  mapChoices?: { id: number; name: string }[];
  map?: AssetMapData | null;
};

function Choice({ name, label, value, options }: { name: string; label: string; value?: string; options: { value: string; label: string }[] }) {
  const { t } = useTranslation("assets");
  return (
    <div className="form-field">
      <label htmlFor={`register-${name}`}>{label}</label>
      <select id={`register-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{t("register.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** MGMT-01: the register's filters (a GET form, so they work without JavaScript), table and pages. */
export function AssetRegister({ orgId, assets, filters, page, pages, total, mapChoices = [], map = null }: Props) {
  const { t } = useTranslation(["assets", "market"]);
  const locale = useRootData()?.locale ?? "en-GB";
  const base = `/manage/flexprovider/${orgId ?? ""}/flexassets`;
  const query = (next: number) => `?${new URLSearchParams({ ...(Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>), page: String(next) })}`;
  return (
    <>
      <p className="asset-actions">
        <Link to={`${base}/new`} className="button">{t("register.add")}</Link> <Link to={`${base}/new?planned=true`}>{t("register.addPlanned")}</Link>
      </p>
      <p className="asset-actions">
        <Link to={`${base}/upload`}>{t("bulk.link")}</Link>
      </p>
      <Form method="get" className="asset-filters" aria-label={t("register.filters")}>
        <div className="form-field">
          <label htmlFor="register-search">{t("register.search")}</label>
          <input id="register-search" name="search" type="search" defaultValue={filters.search ?? ""} />
        </div>
        <Choice name="asset_category" label={t("fields.asset_category")} value={filters.asset_category} options={ASSET_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        <Choice name="voltage_level" label={t("fields.voltage_level")} value={filters.voltage_level} options={VOLTAGE_LEVELS.map((value) => ({ value: String(value), label: voltageText(value, locale) }))} />
        <Choice name="status" label={t("fields.status")} value={filters.status} options={ASSET_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))} />
        <Choice name="qualified" label={t("register.qualified")} value={filters.qualified} options={[{ value: "true", label: t("register.yes") }, { value: "false", label: t("register.no") }]} />
        <Choice name="planned" label={t("register.kind")} value={filters.planned} options={[{ value: "false", label: t("register.existing") }, { value: "true", label: t("register.plannedAssets") }]} />
        <button type="submit">{t("register.apply")}</button>
      </Form>
      <p role="status">{t("register.count", { count: total })}</p>
      {assets.length === 0 ? (
        <p>{t("register.empty")}</p>
      ) : (
        <TableScroll label={t("register.tableLabel")}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("fields.ref")}</th>
                <th scope="col">{t("fields.name")}</th>
                <th scope="col">{t("fields.asset_category")}</th>
                <th scope="col">{t("fields.voltage_level")}</th>
                <th scope="col">{t("fields.active_export_capacity")}</th>
                <th scope="col">{t("fields.active_import_capacity")}</th>
                <th scope="col">{t("fields.status")}</th>
              </tr>
            </thead>
            <tbody>
              {assets.map((asset) => (
                <tr key={assetKey(asset)}>
                  <th scope="row">
                    <Link to={`${base}/${assetKey(asset)}`}>{asset.ref}</Link>
                  </th>
                  <td>
                    {asset.name}
                    {asset.planned ? ` (${t("register.plannedTag")})` : ""}
                  </td>
                  <td>{t(`categories.${asset.asset_category}`)}</td>
                  <td>{voltageText(asset.voltage_level, locale)}</td>
                  <td>{capacityText(asset.planned && asset.capacity_type === "export" ? asset.capacity_value : asset.active_export_capacity, "active_power", locale)}</td>
                  <td>{capacityText(asset.planned && asset.capacity_type === "import" ? asset.capacity_value : asset.active_import_capacity, "active_power", locale)}</td>
                  <td>{t(`statuses.${asset.status}`, { defaultValue: asset.status })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {pages > 1 ? (
        <nav aria-label={t("register.pages")} className="pager">
          {page > 1 ? <Link to={query(page - 1)}>{t("register.previous")}</Link> : null} <span>{t("register.pageOf", { page, pages })}</span>{" "}
          {page < pages ? <Link to={query(page + 1)}>{t("register.next")}</Link> : null}
        </nav>
      ) : null}
      <AssetMap base={base} choices={mapChoices} map={map} filters={filters} />
    </>
  );
}
