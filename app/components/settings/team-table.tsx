import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { TableScroll } from "~/components/table-scroll";
import { teamRoleLabelKey } from "~/domain/team";
import { useTranslation } from "~/i18n/react";

type Member = { id: number; email: string; first_name: string; last_name: string; roles: string[]; is_activated: boolean };

/** The team: e-mail, whether activated, roles by their names (admin shown as Procurement), and an admin's actions. */
export function TeamTable({ members, self, canEdit }: { members: Member[]; self: number | null; canEdit: boolean }) {
  const { t } = useTranslation(["settings", "common"]);
  const roleName = (role: string) => {
    const key = teamRoleLabelKey(role);
    return key ? t(`common:${key}`) : role;
  };
  return (
    <TableScroll label={t("team.tableLabel")}>
      <table className="data-table">
        <caption className="kit-visually-hidden">{t("team.tableLabel")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("team.columns.name")}</th>
            <th scope="col">{t("team.columns.email")}</th>
            <th scope="col">{t("team.columns.status")}</th>
            <th scope="col">{t("team.columns.roles")}</th>
            {canEdit ? <th scope="col">{t("team.columns.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{[member.first_name, member.last_name].filter(Boolean).join(" ") || "–"}</td>
              <td>
                {member.email}
                {member.id === self ? ` (${t("team.you")})` : null}
              </td>
              <td>{member.is_activated ? t("team.activated") : t("team.notActivated")}</td>
              <td>{member.roles.map(roleName).join(", ") || "–"}</td>
              {canEdit ? (
                <td>
                  <div className="table-actions">
                    <Link to={`${member.id}/roles`} preventScrollReset aria-label={t("team.changeRolesOf", { email: member.email })}>
                      {t("team.changeRoles")}
                    </Link>
                    {/* No one deactivates themselves: they would lock themselves out, and the Flex API refuses it. */}
                    {member.id === self ? null : (
                      <Link to={`${member.id}/deactivate`} preventScrollReset aria-label={t("team.deactivateOf", { email: member.email })}>
                        {t("team.deactivate")}
                      </Link>
                    )}
                    {member.is_activated ? null : (
                      <Form method="post" action="/settings/team">
                        <AuthenticityTokenInput />
                        <input type="hidden" name="member" value={member.id} />
                        <button type="submit" name="intent" value="resend" className="button" aria-label={t("team.resendTo", { email: member.email })}>
                          {t("team.resend")}
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
