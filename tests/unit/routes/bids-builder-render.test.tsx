// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useActionData } from "@remix-run/react";
import { createInstance } from "i18next";
import { I18nextProvider } from "~/i18n/react";
import { NAMESPACES, i18nOptions } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";
import { describe, expect, test } from "vitest";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { BallotBuilder, type BuilderAnswer, type BuilderPageModel } from "~/components/bidding/ballot-builder";
import { encodeMessage } from "~/domain/validation/messages";
import { renderInApp } from "../../support/render-app";

const model = {
  competition: { id: 1, name: "Leeds Sustain Peak", reference: "NPG-2026-001", status: "open" },
  ballotId: null,
  items: [
    { value: "a251", label: "Battery A (A-251)", unavailable: false },
    { value: "a266", label: "Battery B (A-266)", unavailable: false },
    { value: "a320", label: "Heat pump (A-320)", unavailable: true },
  ],
  windows: [{ id: 1, name: "Weekday evening peak", periodId: 1, periodName: "Winter", startTime: "16:00", endTime: "19:30", capacityRequired: 7.9, fixedPrices: {}, biddable: true }],
  requiredRates: ["availability", "utilisation"] as const,
  fixedPrice: false,
  capacityUnit: "MW" as const,
  currency: "GBP",
  multiBidFields: ["capacity", "max_runtime", "utilisation", "availability"] as const,
};

const form = (overrides = {}) => ({
  rows: [{ row: 0, windowId: 1, bid: { service_window: 1, capacity: "0.002", max_runtime: "", availability_price: "", utilisation_price: "", service_fee: "" } }],
  selection: "a251",
  ballotId: null,
  errors: {},
  formErrors: [],
  validity: { 1: null },
  revision: "r",
  ...overrides,
});

function page(step: "assets" | "bids", selected: string[] = ["a251"], formOverrides = {}): BuilderPageModel {
  return { view: "builder", model: { ...model, requiredRates: [...model.requiredRates], multiBidFields: [...model.multiBidFields] }, place: { base: "/manage/flexprovider/bids/submit", key: "competition", id: 1 }, step, selected, form: form(formOverrides) };
}

/** The builder on a page whose action records each post and answers as the server does: back to the bids as posted. */
function renderWithAction(start: BuilderAnswer) {
  const posts: [string, string][][] = [];
  const i18n = createInstance();
  void i18n.init({ ...i18nOptions, lng: "en-GB", ns: [...NAMESPACES], resources, initImmediate: false });
  function Page() {
    const answer = useActionData() as BuilderAnswer | undefined;
    return (
      <AuthenticityTokenProvider token="token">
        <BallotBuilder page={page("bids")} answer={answer ?? start} />
      </AuthenticityTokenProvider>
    );
  }
  const Stub = createRemixStub([
    {
      path: "*",
      Component: Page,
      action: async ({ request }) => {
        const entries = [...(await request.formData()).entries()].map(([name, value]) => [name, String(value)] as [string, string]);
        posts.push(entries);
        const capacity = entries.find(([name]) => name === "bids[0].capacity")?.[1] ?? "";
        return { ...form(), step: "bids", intent: "back", revision: `after-${posts.length}`, rows: [{ row: 0, windowId: 1, bid: { ...form().rows[0].bid, capacity } }] };
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/manage/flexprovider/bids/submit?competition=1"]} />
    </I18nextProvider>,
  );
  return posts;
}

const typedBids = (overrides = {}): BuilderAnswer => ({ ...form({ rows: [{ row: 0, windowId: 1, bid: { service_window: 1, capacity: "0.007", max_runtime: "", availability_price: "", utilisation_price: "", service_fee: "" } }] }), ...overrides, step: "multi", intent: "multi" }) as BuilderAnswer;
const intentOf = (post: [string, string][]) => post.find(([name]) => name === "intent")?.[1];
const valueOf = (post: [string, string][], field: string) => post.find(([name]) => name === field)?.[1];

describe("ballot builder", () => {
  test("BID-05 the asset selection modal counts the selection, disables unavailable assets and toggles all", () => {
    renderInApp(() => (
      <AuthenticityTokenProvider token="token">
        <BallotBuilder page={page("assets")} />
      </AuthenticityTokenProvider>
    ));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm 1 asset" })).toBeTruthy();
    expect((screen.getByLabelText("Heat pump (A-320)") as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Select all / none" }));
    expect(screen.getByRole("button", { name: "Confirm 2 assets" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select all / none" }));
    expect(screen.getByRole("button", { name: "Confirm 0 assets" })).toBeTruthy();
  });

  test("BID-04 the bid form shows 'This field is required' beside the field and keeps what was typed", () => {
    const errors = { "bids[0].max_runtime": [encodeMessage({ key: "required" })] };
    renderInApp(() => (
      <AuthenticityTokenProvider token="token">
        <BallotBuilder page={page("bids", ["a251"], { errors, validity: { 1: false } })} />
      </AuthenticityTokenProvider>
    ));
    expect((screen.getByLabelText("Capacity (MW)") as HTMLInputElement).value).toBe("0.002");
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(screen.getByText("Bids need attention")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add bid" })).toBeTruthy();
  });
  test("BID-03 Change assets is a button of the bid form, so the typed bids are posted with it", () => {
    renderInApp(() => (
      <AuthenticityTokenProvider token="token">
        <BallotBuilder page={page("bids")} />
      </AuthenticityTokenProvider>
    ));
    const change = screen.getByRole("button", { name: "Change assets" });
    expect(change.getAttribute("name")).toBe("intent");
    expect(change.getAttribute("value")).toBe("change-assets");
    expect((change as HTMLButtonElement).form).toBe((screen.getByLabelText("Capacity (MW)") as HTMLInputElement).form);
    expect(screen.queryByRole("link", { name: "Change assets" })).toBeNull();
  });

  test("BID-03 asset selection opened from the bid form carries the typed bids; its × posts Cancel with them", async () => {
    const posts = renderWithAction({ ...typedBids(), step: "assets", intent: "change-assets", carried: "a251" });
    const dialog = screen.getByRole("dialog", { name: "Select assets" });
    const hidden = [...dialog.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]);
    expect(hidden).toEqual(expect.arrayContaining([["carried_assets", "a251"], ["bids[0].capacity", "0.007"], ["bids[0].service_window", "1"]]));
    fireEvent.click(screen.getByRole("link", { name: "Close dialog" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(intentOf(posts[0])).toBe("cancel-assets");
    expect(valueOf(posts[0], "bids[0].capacity")).toBe("0.007");
    await waitFor(() => expect((screen.getByLabelText("Capacity (MW)") as HTMLInputElement).value).toBe("0.007"));
  });

  test("BID-06 closing the multi-bid modal with its × posts Cancel with the typed bids, and the bid form shows them again", async () => {
    const posts = renderWithAction(typedBids());
    expect(screen.getByRole("dialog", { name: "Bid in several windows" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Close dialog" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(intentOf(posts[0])).toBe("cancel-multi");
    expect(valueOf(posts[0], "bids[0].capacity")).toBe("0.007");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText("Capacity (MW)") as HTMLInputElement).value).toBe("0.007");
  });

  test("BID-06 Escape in the multi-bid modal posts Cancel with the typed bids too", async () => {
    const posts = renderWithAction(typedBids());
    fireEvent.keyDown(screen.getByRole("dialog", { name: "Bid in several windows" }), { key: "Escape" });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(intentOf(posts[0])).toBe("cancel-multi");
    expect(valueOf(posts[0], "bids[0].capacity")).toBe("0.007");
  });
});

