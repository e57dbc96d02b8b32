// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { NAMESPACES } from "~/i18n/config";
import { ClientTexts } from "~/i18n/client-texts";
import { useTranslation } from "~/i18n/react";

/** The texts the browser fetches: each namespace's JSON names its own namespace. */
function serveTexts() {
  const fetched: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const ns = decodeURIComponent(new URL(url, "http://app.test").pathname.split("/").pop()!.replace(/\.json$/, ""));
    fetched.push(ns);
    return new Response(JSON.stringify({ label: `the ${ns} label` }), { headers: { "Content-Type": "application/json" } });
  });
  return fetched;
}

const renders = new Map<string, number>();
function Label({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  renders.set(ns, (renders.get(ns) ?? 0) + 1);
  return <p>{t("label")}</p>;
}

beforeEach(() => {
  renders.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs the idle load (jsdom has no requestIdleCallback, so the 500 ms fallback) and lets its fetches settle. */
async function idleLoad() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

test("I18N-01 the other namespaces load once idle, without drawing again a page that does not show them", async () => {
  const fetched = serveTexts();
  render(
    <ClientTexts language="en-GB" version="v1" initial={{ common: { label: "the common label" } }}>
      <Label ns="common" />
    </ClientTexts>,
  );
  expect(screen.getByText("the common label")).not.toBeNull();
  const before = renders.get("common");
  await idleLoad();
  expect([...fetched].sort()).toEqual(NAMESPACES.filter((ns) => ns !== "common").sort());
  expect(renders.get("common")).toBe(before);
});

test("I18N-01 a text asked for before its namespace arrived shows once the namespace is there, and a later page finds it", async () => {
  serveTexts();
  const { rerender } = render(
    <ClientTexts language="en-GB" version="v1" initial={{ common: { label: "the common label" } }}>
      <Label ns="settlement" />
    </ClientTexts>,
  );
  expect(screen.getByText("label")).not.toBeNull();
  await idleLoad();
  expect(screen.getByText("the settlement label")).not.toBeNull();

  rerender(
    <ClientTexts language="en-GB" version="v1" initial={{ common: { label: "the common label" } }}>
      <Label ns="settlement" />
      <Label ns="exchange" />
    </ClientTexts>,
  );
  expect(screen.getByText("the exchange label")).not.toBeNull();
});
