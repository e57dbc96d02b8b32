import { describe, expect, test } from "vitest";
import { leavesTeamWithoutAdmin } from "~/domain/settings/team-admin";

const team = [
  { id: 1, roles: ["admin", "account"], is_active: true },
  { id: 2, roles: ["operations"], is_active: true },
  { id: 3, roles: ["account"], is_active: false },
];

describe("the team always keeps an admin", () => {
  test("SET-01 the last active admin cannot give up every admin role, but may keep either one", () => {
    expect(leavesTeamWithoutAdmin(team, 1, ["analytics"])).toBe(true);
    expect(leavesTeamWithoutAdmin(team, 1, [])).toBe(true);
    expect(leavesTeamWithoutAdmin(team, 1, ["account"])).toBe(false);
    expect(leavesTeamWithoutAdmin(team, 1, ["admin", "analytics"])).toBe(false);
  });

  test("SET-01 an admin may step down while another active member holds an admin role; a deactivated one does not count", () => {
    const withSecondAdmin = team.map((member) => (member.id === 2 ? { ...member, roles: ["operations", "account"] } : member));
    expect(leavesTeamWithoutAdmin(withSecondAdmin, 1, ["analytics"])).toBe(false);
    expect(leavesTeamWithoutAdmin(withSecondAdmin.map((member) => (member.id === 2 ? { ...member, is_active: false } : member)), 1, ["analytics"])).toBe(true);
  });
});
