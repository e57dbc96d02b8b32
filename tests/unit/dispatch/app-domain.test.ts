import { describe, expect, it } from "vitest";
import { answerable, selectedIds, stoppable } from "~/domain/dispatch/actions";
import { competitionShown, createFieldErrors, readCreateChoice, readyToPreview, windowProblem } from "~/domain/dispatch/create-step";
import { listHref, readListQuery, upstreamQuery } from "~/domain/dispatch/list-query";
import { scheduleLanes } from "~/domain/dispatch/schedule";

describe("operations lists", () => {
  it("DISP-01 read filters, sort and page from the query, ignoring values the lists do not know", () => {
    const query = readListQuery(new URL("http://x/?competition=5&asset=x&status=bogus&sort=-start&page=3"), "start");
    expect(query).toEqual({ competition: "5", asset: "", status: "", sort: "-start", page: 3 });
    expect(upstreamQuery("past", query)).toMatchObject({ period: "past", competition: "5", ordering: "-start", limit: 25, offset: 50 });
    expect(listHref(query, { page: 4 })).toBe("?competition=5&sort=-start&page=4");
  });

  it("DISP-02 DISP-03 a provider ticks only instructions awaiting an answer, an operator only those still to run", () => {
    expect(["created", "awaiting_response", "scheduled", "delivered", "expired", "rejected", "stop", "new"].filter((status) => answerable({ status }))).toEqual(["awaiting_response"]);
    expect(["created", "awaiting_response", "scheduled", "delivered", "expired", "rejected", "stop", "new"].filter((status) => stoppable({ status }))).toEqual(["created", "awaiting_response", "scheduled"]);
    expect(selectedIds(["3,4", "4", "x", "-1", "7"])).toEqual([3, 4, 7]);
  });

  it("DISP-03 the create form is ready to preview once a competition and a window or a single bid are chosen", () => {
    const choice = readCreateChoice(new URLSearchParams("competition=5&window=15,16&window=15&decision="), "2030-01-02");
    expect(choice).toEqual({ competition: 5, date: "2030-01-02", windows: [15, 16], decisions: [], asked: "preview", submitted: false });
    expect(readyToPreview(choice)).toBe(true);
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5"), "2030-01-02"))).toBe(false);
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5&decision=7"), "2030-01-02"))).toBe(true);
    // Asking for the day's single bids shows them instead of a preview.
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5&window=15&step=bids"), "2030-01-02"))).toBe(false);
    // So does asking for a competition's windows, or to choose the competition again; an unknown step is the preview.
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5&window=15&step=windows"), "2030-01-02"))).toBe(false);
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5&window=15&step=competition"), "2030-01-02"))).toBe(false);
    expect(readCreateChoice(new URLSearchParams("competition=5&step=other"), "2030-01-02").asked).toBe("preview");
  });

  it("DISP-03 without JavaScript the competition is chosen first: its windows are shown once one is chosen, and not while choosing it again", () => {
    const competitions = [{ id: 5 }, { id: 4 }];
    const shown = (query: string) => competitionShown(readCreateChoice(new URLSearchParams(query), "2030-01-02"), competitions)?.id ?? null;
    expect(shown("")).toBeNull();
    expect(shown("competition=4&step=windows")).toBe(4);
    expect(shown("competition=5&window=15")).toBe(5);
    expect(shown("competition=5&window=15&step=competition")).toBeNull();
    // A competition that is not offered is chosen again.
    expect(shown("competition=9&step=windows")).toBeNull();
  });

  it("DISP-03 windows are checked before the upstream is asked: at least one (or a single bid), and only the chosen competition's", () => {
    const competitions = [{ id: 5, service_windows: [{ id: 15 }, { id: 16 }] }, { id: 4, service_windows: [{ id: 11 }] }];
    const problem = (query: string) => windowProblem(readCreateChoice(new URLSearchParams(query), "2030-01-02"), competitions);
    expect(problem("")).toBeNull();
    expect(problem("competition=5&window=15,16")).toBeNull();
    expect(problem("competition=5&decision=7")).toBeNull();
    expect(problem("competition=5&step=bids")).toBeNull();
    expect(problem("competition=5&step=preview")).toBe("noWindows");
    expect(problem("competition=5&window=15&window=11")).toBe("otherWindows");
    expect(problem("competition=5&window=11&step=bids")).toBe("otherWindows");
    // Asking for the chosen competition's windows needs none ticked; choosing the competition again drops them.
    expect(problem("competition=5&step=windows")).toBeNull();
    expect(problem("competition=5&window=11&step=competition")).toBeNull();
  });

  it("DISP-03 nothing ticked is said only once the preview's button is pressed, never when the competition's windows are first shown or an address with a competition and a day is opened", () => {
    const competitions = [{ id: 5, service_windows: [{ id: 15 }] }];
    const problem = (query: string) => windowProblem(readCreateChoice(new URLSearchParams(query), "2030-01-02"), competitions);
    expect(problem("competition=5&date=2030-01-03")).toBeNull();
    expect(problem("competition=5&date=2030-01-03&step=windows")).toBeNull();
    expect(problem("competition=5&date=2030-01-03&step=preview")).toBe("noWindows");
    // The button's own step still previews a complete choice.
    expect(readyToPreview(readCreateChoice(new URLSearchParams("competition=5&date=2030-01-03&window=15&step=preview"), "2030-01-02"))).toBe(true);
  });

  it("DISP-03 a day sent that is not a real one is kept as typed and never previewed; none sent means tomorrow", () => {
    const typed = readCreateChoice(new URLSearchParams("competition=5&window=15&date=2030-02-30"), "2030-01-02");
    expect(typed).toMatchObject({ date: "", typedDate: "2030-02-30" });
    expect(readyToPreview(typed)).toBe(false);
    expect(readCreateChoice(new URLSearchParams("competition=5"), "2030-01-02")).not.toHaveProperty("typedDate");
  });

  it("DISP-03 the upstream's refusals of a preview go beside their fields, a window's named by that window", () => {
    const names = new Map([[15, "Morning peak 07:00–09:30"]]);
    const errors = createFieldErrors(
      { "service_windows.0": ["This service window does not serve 2030-01-05."], "decisions.0": ["This bid was not accepted for 2030-01-05."], competition: ["x"], non_field_errors: ["y"] },
      { windows: [15], decisions: [7] },
      (id) => names.get(id),
    );
    expect(errors).toEqual({
      window: ["Morning peak 07:00–09:30: This service window does not serve 2030-01-05."],
      decision: ["This bid was not accepted for 2030-01-05."],
      competition: ["x"],
      form: ["y"],
    });
  });

  it("DISP-03 a refusal the upstream repeats for each bid of a window shows once beside the windows", () => {
    const names = new Map([[15, "Morning peak 07:00–09:30"]]);
    const repeated = Array.from({ length: 16 }, () => "This bid already has a dispatch instruction at this time.");
    const errors = createFieldErrors({ "service_windows.0": repeated, "decisions.0": ["a", "a", "b"] }, { windows: [15], decisions: [7] }, (id) => names.get(id));
    expect(errors).toEqual({ window: ["Morning peak 07:00–09:30: This bid already has a dispatch instruction at this time."], decision: ["a", "b"] });
  });
});

describe("dispatch schedule", () => {
  it("DISP-01 places each instruction on its assets' lanes (or its competition's), cut to the seven days", () => {
    const from = Date.parse("2030-01-01T00:00:00Z");
    const to = from + 7 * 86_400_000;
    const row = (id: number, start: string, end: string, assets: number[]) => ({
      id, reference: `DI-${id}`, status: "scheduled", start, end, competition: { id: 5, name: "Sustain" }, assets: assets.map((asset) => ({ id: asset, name: `Asset ${asset}`, ref: "" })),
    });
    const rows = [row(1, "2029-12-31T12:00:00Z", "2030-01-01T12:00:00Z", [1, 2]), row(2, "2030-01-04T00:00:00Z", "2030-01-04T12:00:00Z", [2]), row(3, "2030-01-09T00:00:00Z", "2030-01-09T01:00:00Z", [1])];
    const lanes = scheduleLanes(rows, "asset", from, to);
    expect(lanes.map((lane) => [lane.label, lane.bars.map((bar) => [bar.id, bar.x, bar.width])])).toEqual([
      ["Asset 1", [[1, 0, 0.5 / 7]]],
      ["Asset 2", [[1, 0, 0.5 / 7], [2, 3 / 7, 0.5 / 7]]],
    ]);
    expect(scheduleLanes(rows, "competition", from, to).map((lane) => lane.bars.length)).toEqual([2]);
  });
});
