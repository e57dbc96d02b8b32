// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { BallotBuilder, type BuilderPageModel } from "~/components/bidding/ballot-builder";
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
});
