// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { afterEach, describe, expect, test } from "vitest";
import { I18nextProvider } from "~/i18n/react";
import { NAMESPACES, i18nOptions } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import TeamSettings from "~/routes/settings.team/route";
import itIT from "../../../locales/it-IT/settings.json";
import ptPT from "../../../locales/pt-PT/settings.json";

afterEach(cleanup);

/** The team page as the server renders it for a team the service lists no active member of. */
function renderEmptyTeam({ canEdit, language = "en-GB" }: { canEdit: boolean; language?: string }) {
  const i18n = createInstance();
  void i18n.init({ ...i18nOptions, lng: language, ns: [...NAMESPACES], resources, initImmediate: false });
  const roles = [{ value: "admin", label: "admin" }];
  const Stub = createRemixStub([{ path: "/settings/team", Component: TeamSettings, loader: () => ({ members: [], self: null, roles, canEdit }) }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthenticityTokenProvider token="token">
        <Stub initialEntries={["/settings/team"]} />
      </AuthenticityTokenProvider>
    </I18nextProvider>,
  );
}

describe("Settings › Team with no members", () => {
  test("SET-01 a team with no members says so in place of the table, and an admin can still invite", async () => {
    renderEmptyTeam({ canEdit: true });
    expect(await screen.findByText("No team members are listed for your organisation.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Invite colleagues, change their roles, or deactivate them.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Invite a colleague" })).toBeTruthy();
  });

  test("SET-01 a member who is not a team admin sees the same sentence, read-only", async () => {
    renderEmptyTeam({ canEdit: false });
    expect(await screen.findByText("No team members are listed for your organisation.")).toBeTruthy();
    expect(screen.getByText("Only a team admin can change the team.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invite a colleague" })).toBeNull();
  });

  test("SET-01 I18N-01 the sentence is in the reader's language", async () => {
    for (const [language, texts] of [["it-IT", itIT], ["pt-PT", ptPT]] as const) {
      renderEmptyTeam({ canEdit: false, language });
      expect(await screen.findByText(texts.team.empty)).toBeTruthy();
      cleanup();
    }
  });
});
