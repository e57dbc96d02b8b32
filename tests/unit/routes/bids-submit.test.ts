import { describe, expect, test } from "vitest";
import { store } from "~mocks/store";
import * as submit from "~/routes/manage.flexprovider.bids.submit/route";
import * as index from "~/routes/manage.flexprovider.bids._index/route";
import { paths } from "~/upstream/paths";
import { get, statusOf } from "../../support/requests";
import { callCount, useSandbox } from "../../support/sandbox";
import { english, postForm, provider, run, SUBMIT } from "./bids-helpers";

useSandbox();

// Competition 1 is open; the provider's assets 251 and 266 qualify in it (0.009 and 0.004 MW).
const OPEN = 1;
const BUILDER = `${SUBMIT}?competition=${OPEN}`;

type Page = Record<string, any>;

async function builderPage(query: string) {
  const { value } = await run(submit.loader as never, get(`${BUILDER}${query}`, await provider()));
  return value as Page;
}

describe("manage:flexprovider:bids:submit", () => {
  test("BID-01 the bids index opens the submit page", async () => {
    const { response } = await run(index.loader as never, get("/manage/flexprovider/bids", await provider()));
    expect(response?.headers.get("Location")).toBe(SUBMIT);
  });

  test("BID-01 loads ballots, qualifications and bid status, and lists open competitions as active and the rest as inactive", async () => {
    const { value } = await run(submit.loader as never, get(SUBMIT, await provider()));
    const page = value as Page;
    expect(page.view).toBe("list");
    expect(callCount(`GET /${paths.ballots}`)).toBeGreaterThan(0);
    expect(callCount(`GET /${paths.qualifications}`)).toBe(1);
    expect(callCount(`GET /${paths.bidStatus}`)).toBeGreaterThan(0);
    expect(page.active.length).toBeGreaterThan(0);
    expect(page.active.every((competition: Page) => competition.status === "open")).toBe(true);
    expect(page.active.map((competition: Page) => competition.id)).toContain(OPEN);
    expect(page.inactive.length).toBeGreaterThan(0);
    expect(page.inactive.every((competition: Page) => competition.status !== "open")).toBe(true);
    const own = store.market.ballots.filter((ballot) => ballot.organisation_id === 101 && ballot.is_active).map((ballot) => ballot.id);
    const listed = [...page.active, ...page.inactive].flatMap((competition: Page) => competition.ballots.map((ballot: Page) => ballot.id));
    expect(new Set(listed)).toEqual(new Set(own));
  });

  test("BID-01 a failure loading the bids is thrown to the route's error boundary with its status", async () => {
    store.behaviour.faults.push({ path: paths.ballots, status: 500 });
    const { thrown } = await run(submit.loader as never, get(SUBMIT, await provider()));
    expect(statusOf(thrown)).toBe(502);
  });

  test("BID-05 BID-03 a new ballot opens at asset selection, with every qualifying asset selected and the others unavailable", async () => {
    const page = await builderPage("");
    expect(page.view).toBe("builder");
    expect(page.step).toBe("assets");
    expect(page.selected).toEqual(expect.arrayContaining(["a251", "a266"]));
    const unavailable = page.model.items.filter((item: Page) => item.unavailable).map((item: Page) => item.value);
    expect(unavailable).toContain("a320");
    expect(page.selected).not.toContain("a320");
  });

  test("BID-05 asset selection needs at least one asset; a choice leads on to the bids", async () => {
    const jar = await provider();
    const none = await run(submit.action as never, await postForm(BUILDER, [["intent", "select-assets"]], jar), jar);
    expect((none.value as Page).step).toBe("assets");
    expect(english((none.value as Page).errors.assets[0])).toBe("Select at least one asset.");
    const chosen = await run(submit.action as never, await postForm(BUILDER, [["intent", "select-assets"], ["assets", "a251"]], jar), jar);
    expect(chosen.response?.headers.get("Location")).toBe(`${SUBMIT}?competition=1&step=bids&assets=a251`);
    expect(callCount(`POST /${paths.ballots}`)).toBe(0);
  });

  test("BID-02 BID-04 the bid step has one blank bid per biddable window, none validated yet", async () => {
    const page = await builderPage("&step=bids&assets=a251");
    expect(page.step).toBe("bids");
    const biddable = page.model.windows.filter((window: Page) => window.biddable).map((window: Page) => window.id);
    expect(page.form.rows.map((row: Page) => row.windowId)).toEqual(biddable);
    expect(page.form.rows.every((row: Page) => row.bid.capacity === "" && row.bid.id === undefined)).toBe(true);
    expect(Object.values(page.form.validity).every((validity) => validity === null)).toBe(true);
  });

  test("BID-04 a bid with a missing field says 'This field is required' beside it and keeps what was typed", async () => {
    const jar = await provider();
    const entries: [string, string][] = [
      ["intent", "submit"],
      ["assets", "a251"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.002"],
      ["bids[0].max_runtime", ""],
      ["bids[0].availability_price", "12.5"],
      ["bids[0].utilisation_price", "300"],
    ];
    const { value } = await run(submit.action as never, await postForm(BUILDER, entries, jar), jar);
    const answer = value as Page;
    expect(answer.step).toBe("bids");
    expect(english(answer.errors["bids[0].max_runtime"][0])).toBe("This field is required");
    expect(answer.rows[0].bid).toMatchObject({ capacity: "0.002", availability_price: "12.5", utilisation_price: "300" });
    expect(answer.validity[1]).toBe(false);
    expect(callCount(`POST /${paths.ballots}`)).toBe(0);
  });

  test("BID-02 BID-03 BID-07 a valid bid makes a ballot for the selected assets, saves the bid and opens the bid success step", async () => {
    const jar = await provider();
    const before = store.market.ballots.length;
    const entries: [string, string][] = [
      ["intent", "submit"],
      ["assets", "a251,a266"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.01"],
      ["bids[0].max_runtime", "0 01:30:00"],
      ["bids[0].availability_price", "12.5"],
      ["bids[0].utilisation_price", "300"],
    ];
    const { response } = await run(submit.action as never, await postForm(BUILDER, entries, jar), jar);
    const ballot = store.market.ballots.at(-1)!;
    expect(store.market.ballots.length).toBe(before + 1);
    expect(ballot).toMatchObject({ competition: OPEN, organisation_id: 101, is_active: true });
    expect(response?.headers.get("Location")).toBe(`${SUBMIT}?competition=1&step=success&ballot=${ballot.id}`);
    const bids = store.market.bids.filter((bid) => bid.ballot === ballot.id);
    expect(bids).toHaveLength(1);
    expect(bids[0]).toMatchObject({ service_window: 1, capacity: 0.01, max_runtime: "0 01:30:00", availability_price: 12.5, utilisation_price: 300 });
    const group = store.market.ballotAssetGroups.find((candidate) => candidate.ballot === ballot.id && candidate.active);
    expect(group?.ballot_assets).toEqual([
      { flex_asset: 251, planned: false },
      { flex_asset: 266, planned: false },
    ]);
    const success = await builderPage(`&step=success&ballot=${ballot.id}`);
    expect(success.view).toBe("success");
  });

  test("BID-04 a bid the upstream refuses comes back on its row with the upstream's message, nothing typed lost", async () => {
    const jar = await provider();
    // 0.013 MW is within the assets' qualified capacity in total, but asset 251 alone has 0.009.
    const entries: [string, string][] = [
      ["intent", "submit"],
      ["assets", "a251"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.009"],
      ["bids[0].max_runtime", "0 01:00:00"],
      ["bids[0].availability_price", "10"],
      ["bids[0].utilisation_price", "200"],
    ];
    store.behaviour.faults.push({ method: "POST", path: paths.bids, status: 400, body: [{ capacity: ["Ensure this value is less than or equal to 0.001."] }], times: 1 });
    const { value } = await run(submit.action as never, await postForm(BUILDER, entries, jar), jar);
    const answer = value as Page;
    expect(answer.errors["bids[0].capacity"]).toEqual(["Ensure this value is less than or equal to 0.001."]);
    expect(answer.rows[0].bid).toMatchObject({ capacity: "0.009", max_runtime: "0 01:00:00" });
    // The ballot was made before the bids were refused; it travels with the form so a retry does not make another.
    expect(answer.ballotId).toBe(store.market.ballots.at(-1)!.id);
  });

  test("BID-04 add and remove bid buttons change the window's bids and keep the others as typed", async () => {
    const jar = await provider();
    const base: [string, string][] = [
      ["assets", "a251"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.003"],
    ];
    const added = (await run(submit.action as never, await postForm(BUILDER, [["intent", "add:1"], ...base], jar), jar)).value as Page;
    expect(added.rows.filter((row: Page) => row.windowId === 1)).toHaveLength(2);
    expect(added.rows[0].bid.capacity).toBe("0.003");
    const removed = (await run(submit.action as never, await postForm(BUILDER, [["intent", "remove:1:0"], ...base], jar), jar)).value as Page;
    expect(removed.rows.filter((row: Page) => row.windowId === 1)).toHaveLength(0);
  });

  test("BID-06 the multi-bid step needs its fields, then fills the chosen windows", async () => {
    const jar = await provider();
    const base: [string, string][] = [
      ["assets", "a251"],
      ["bids[0].service_window", "1"],
    ];
    const page = await builderPage("&step=bids&assets=a251");
    expect(page.model.multiBidFields).toEqual(["capacity", "max_runtime", "utilisation", "availability"]);
    const opened = (await run(submit.action as never, await postForm(BUILDER, [["intent", "multi"], ...base], jar), jar)).value as Page;
    expect(opened.step).toBe("multi");
    const missing = (await run(submit.action as never, await postForm(BUILDER, [["intent", "apply-multi"], ["windows", "1"], ...base], jar), jar)).value as Page;
    expect(missing.step).toBe("multi");
    expect(english(missing.errors["multi.capacity"][0])).toBe("This field is required");
    const offer: [string, string][] = [
      ["capacity", "0.004"],
      ["max_runtime", "0 02:00:00"],
      ["utilisation", "250"],
      ["availability", "9"],
      ["windows", "1"],
    ];
    const applied = (await run(submit.action as never, await postForm(BUILDER, [["intent", "apply-multi"], ...offer, ...base], jar), jar)).value as Page;
    expect(applied.step).toBe("bids");
    expect(applied.rows[0].bid).toMatchObject({ capacity: "0.004", max_runtime: "0 02:00:00", utilisation_price: "250", availability_price: "9" });
  });
  test("BID-03 Change assets posts the typed bids; asset selection carries them and returns to the bid form with them and the new selection", async () => {
    const jar = await provider();
    const typed: [string, string][] = [
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.003"],
      ["bids[0].max_runtime", "0 01:15:00"],
      ["bids[0].availability_price", "7"],
      ["bids[1].service_window", "1"],
      ["bids[1].capacity", "0.002"],
      // A window the competition no longer has is dropped; the others keep what was typed.
      ["bids[2].service_window", "999999"],
      ["bids[2].capacity", "5"],
    ];
    const opened = (await run(submit.action as never, await postForm(BUILDER, [["intent", "change-assets"], ["assets", "a251"], ...typed], jar), jar)).value as Page;
    expect(opened.step).toBe("assets");
    expect(opened.carried).toBe("a251");
    expect(opened.selection).toBe("a251");
    expect(opened.rows.map((row: Page) => row.bid.capacity)).toEqual(["0.003", "0.002"]);

    // The asset step posts the rows back as hidden fields, with the bid form's selection apart from its checkboxes.
    const carried: [string, string][] = [["carried_assets", opened.carried], ...typed.slice(0, 6)];
    const toggled = (await run(submit.action as never, await postForm(BUILDER, [["intent", "toggle-assets"], ["assets", "a251"], ...carried], jar), jar)).value as Page;
    expect(toggled.step).toBe("assets");
    expect(toggled.carried).toBe("a251");
    expect(toggled.rows[0].bid).toMatchObject({ capacity: "0.003", max_runtime: "0 01:15:00", availability_price: "7" });

    const none = (await run(submit.action as never, await postForm(BUILDER, [["intent", "select-assets"], ...carried], jar), jar)).value as Page;
    expect(none.step).toBe("assets");
    expect(english(none.errors.assets[0])).toBe("Select at least one asset.");
    expect(none.rows.map((row: Page) => row.bid.capacity)).toEqual(["0.003", "0.002"]);

    const chosen = await run(submit.action as never, await postForm(BUILDER, [["intent", "select-assets"], ["assets", "a251"], ["assets", "a266"], ...carried], jar), jar);
    const back = chosen.value as Page;
    expect(chosen.response).toBeUndefined();
    expect(back.step).toBe("bids");
    expect(back.selection).toBe("a251,a266");
    expect(back.carried).toBeNull();
    expect(back.rows.map((row: Page) => [row.windowId, row.bid.capacity])).toEqual([
      [1, "0.003"],
      [1, "0.002"],
    ]);
    expect(back.rows[0].bid).toMatchObject({ max_runtime: "0 01:15:00", availability_price: "7" });
    // Capacity limits wait for the ballot to be validated or submitted.
    expect(Object.values(back.validity).every((validity) => validity === null)).toBe(true);
    expect(back.errors).toEqual({});
    expect(callCount(`POST /${paths.ballots}`)).toBe(0);
  });

  test("BID-03 cancelling an asset selection opened from the bid form returns to the bids as typed, with the selection they had", async () => {
    const jar = await provider();
    const entries: [string, string][] = [
      ["intent", "cancel-assets"],
      ["carried_assets", "a251"],
      ["assets", "a266"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.004"],
      ["bids[0].utilisation_price", "99"],
    ];
    const back = (await run(submit.action as never, await postForm(BUILDER, entries, jar), jar)).value as Page;
    expect(back.step).toBe("bids");
    expect(back.selection).toBe("a251");
    expect(back.rows[0].bid).toMatchObject({ capacity: "0.004", utilisation_price: "99" });
  });

  test("BID-06 cancelling the multi-bid step returns to the bid form with the typed values intact, not the saved ones", async () => {
    const jar = await provider();
    const typed: [string, string][] = [
      ["assets", "a251"],
      ["bids[0].service_window", "1"],
      ["bids[0].capacity", "0.005"],
      ["bids[0].max_runtime", "0 00:45:00"],
      ["bids[0].availability_price", "3.5"],
      ["bids[0].utilisation_price", "120"],
    ];
    const opened = (await run(submit.action as never, await postForm(BUILDER, [["intent", "multi"], ...typed], jar), jar)).value as Page;
    expect(opened.step).toBe("multi");
    const half: [string, string][] = [["capacity", "0.001"], ["windows", "1"]];
    const back = (await run(submit.action as never, await postForm(BUILDER, [["intent", "cancel-multi"], ...half, ...typed], jar), jar)).value as Page;
    expect(back.step).toBe("bids");
    expect(back.selection).toBe("a251");
    expect(back.rows).toHaveLength(1);
    expect(back.rows[0].bid).toMatchObject({ capacity: "0.005", max_runtime: "0 00:45:00", availability_price: "3.5", utilisation_price: "120" });
    expect(back.errors).toEqual({});
  });
});

