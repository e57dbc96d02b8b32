import { beforeEach, describe, expect, it } from "vitest";
import { store } from "~mocks/store";
import { paths } from "~/upstream/paths";
import { useSandbox } from "../../support/sandbox";
import { COMPETITION, OPERATOR, OTHER_PROVIDER, PROVIDER, call, seedBiddingMarket } from "./bidding-fixtures";

useSandbox();
beforeEach(() => seedBiddingMarket());

describe("entry confirmations", () => {
  it("BID-09 confirms an entry, withdraws it again (one entry per competition), and lists entries by competition status or competition", async () => {
    const confirmed = await call(PROVIDER, "POST", paths.entries, { competition: COMPETITION.open, status: "confirmed" });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ competition: COMPETITION.open, status: "confirmed", organisation_id: 101 });
    const withdrawn = await call(PROVIDER, "POST", paths.entries, { competition: COMPETITION.open, status: "withdrawn" });
    expect(withdrawn).toMatchObject({ status: 200, body: { id: confirmed.body.id, status: "withdrawn" } });
    await call(PROVIDER, "POST", paths.entries, { competition: COMPETITION.fixedPrice, status: "confirmed" });

    const open = await call(PROVIDER, "GET", `${paths.entries}?competition_status=open&limit=1000`);
    expect(open.body.map((entry: { competition: number; status: string }) => [entry.competition, entry.status])).toEqual([
      [COMPETITION.open, "withdrawn"],
      [COMPETITION.fixedPrice, "confirmed"],
    ]);
    expect((await call(PROVIDER, "GET", `${paths.entries}?competition=${COMPETITION.fixedPrice}`)).body).toHaveLength(1);
    store.market.competitions.find((competition) => competition.id === COMPETITION.fixedPrice)!.status = "closed";
    expect((await call(PROVIDER, "GET", `${paths.entries}?competition_status=open`)).body).toHaveLength(1);
    expect((await call(OTHER_PROVIDER, "GET", `${paths.entries}?competition_status=open`)).body).toEqual([]);
  });

  it("BID-09 refuses entries outside open competitions, without qualifying assets, with an unknown status, and from operators", async () => {
    expect((await call(PROVIDER, "POST", paths.entries, { competition: COMPETITION.closed, status: "confirmed" })).body).toEqual({
      non_field_errors: ["Bidding is not open for this competition."],
    });
    expect((await call(OTHER_PROVIDER, "POST", paths.entries, { competition: COMPETITION.fixedPrice, status: "confirmed" })).body).toEqual({
      competition: ["Your organisation has no qualifying assets in this competition."],
    });
    expect((await call(PROVIDER, "POST", paths.entries, { competition: COMPETITION.open, status: "maybe" })).body).toEqual({ status: ['"maybe" is not a valid choice.'] });
    expect((await call(PROVIDER, "POST", paths.entries, {})).body).toEqual({ competition: ["This field is required."], status: ["This field is required."] });
    expect((await call(OPERATOR, "POST", paths.entries, { competition: COMPETITION.open, status: "confirmed" })).status).toBe(403);
    expect(store.market.entries).toEqual([]);
  });
});

describe("competition results confirmation", () => {
  it("BID-10 bulk_confirm answers 201 with the confirmations of closed competitions the provider bid in, and lists them", async () => {
    const answer = await call(PROVIDER, "POST", paths.competitionConfirmationsBulk, { competition_ids: [COMPETITION.closed] });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([expect.objectContaining({ competition: COMPETITION.closed, organisation_id: 101 })]);
    const again = await call(PROVIDER, "POST", paths.competitionConfirmationsBulk, { competition_ids: [COMPETITION.closed] });
    expect(again.body[0].id).toBe(answer.body[0].id);
    expect(store.market.competitionConfirmations).toHaveLength(1);

    expect((await call(PROVIDER, "GET", paths.competitionConfirmations)).body.map((row: { competition: number }) => row.competition)).toEqual([COMPETITION.closed]);
    expect((await call(OPERATOR, "GET", paths.competitionConfirmations)).body).toHaveLength(1);
    expect((await call(OTHER_PROVIDER, "GET", paths.competitionConfirmations)).body).toEqual([]);
  });

  it("BID-10 bulk_confirm refuses (400, nothing confirmed) competitions that are not closed, without the provider's bids, or unknown", async () => {
    const answer = await call(PROVIDER, "POST", paths.competitionConfirmationsBulk, {
      competition_ids: [COMPETITION.closed, COMPETITION.open, COMPETITION.closedWithoutBids, 999],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      competition_ids: [
        `Competition ${COMPETITION.open} is not closed.`,
        `Your organisation has no bids in competition ${COMPETITION.closedWithoutBids}.`,
        'Invalid pk "999" - object does not exist.',
      ],
    });
    expect(store.market.competitionConfirmations).toEqual([]);
    expect((await call(PROVIDER, "POST", paths.competitionConfirmationsBulk, { competition_ids: [] })).body).toEqual({ competition_ids: ["This list may not be empty."] });
    expect((await call(OPERATOR, "POST", paths.competitionConfirmationsBulk, { competition_ids: [COMPETITION.closed] })).status).toBe(403);
  });
});
