import { EventEmitter } from "node:events";
import express, { type NextFunction, type Request, type Response } from "express";
import { describe, expect, test } from "vitest";
import { createTurns, takingTurns, type Turn } from "~/performance/turns.server";
import { listen } from "./listen";

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A call to the upstream that answers when the test says so. */
function upstreamCall() {
  let answer!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe("requests take turns at the event loop", () => {
  test("at most the limit are worked on at once; the others begin first come first served as turns end", async () => {
    const turns = createTurns(2);
    const begun: string[] = [];
    const requests = new Map<string, Turn>();
    for (const name of ["a", "b", "c", "d"]) requests.set(name, turns.enter(() => begun.push(name)));
    await settle();
    expect(begun).toEqual(["a", "b"]);
    expect(turns.state()).toEqual({ working: 2, waiting: 2 });

    requests.get("b")!.end();
    await settle();
    expect(begun).toEqual(["a", "b", "c"]);
    requests.get("a")!.end();
    requests.get("a")!.end(); // a response's "finish" and "close" both end it; the turn passes on once
    await settle();
    expect(begun).toEqual(["a", "b", "c", "d"]);
    expect(turns.state()).toEqual({ working: 2, waiting: 0 });
  });

  test("a request waiting on the upstream gives its turn up, and is served before requests that have not begun when the answer comes", async () => {
    const turns = createTurns(1);
    const log: string[] = [];
    const call = upstreamCall();
    const first = turns.enter(() => log.push("first begins"));
    const second = turns.enter(() => log.push("second begins"));
    await settle();
    expect(log).toEqual(["first begins"]);

    const answered = first.aside(() => call.promise).then((value) => log.push(`first goes on with ${value}`));
    await settle();
    expect(log).toEqual(["first begins", "second begins"]);
    turns.enter(() => log.push("third begins"));

    call.answer("the data");
    await settle();
    // The turn is the second's until it ends; the first waits for it, ahead of the third.
    expect(log).toEqual(["first begins", "second begins"]);
    expect(turns.state()).toEqual({ working: 1, waiting: 2 });

    second.end();
    await answered;
    await settle();
    expect(log).toEqual(["first begins", "second begins", "first goes on with the data"]);
    first.end();
    await settle();
    expect(log.at(-1)).toBe("third begins");
  });

  test("an upstream failure gives the turn back all the same, and the error reaches the caller", async () => {
    const turns = createTurns(1);
    const turn = turns.enter(() => undefined);
    await settle();
    await expect(turn.aside(() => Promise.reject(new Error("upstream unavailable")))).rejects.toThrow("upstream unavailable");
    expect(turns.state()).toEqual({ working: 1, waiting: 0 });
    turn.end();
    expect(turns.state()).toEqual({ working: 0, waiting: 0 });
  });

  test("calls made side by side give the turn up once and take it back when the last one answers", async () => {
    const turns = createTurns(1);
    const turn = turns.enter(() => undefined);
    await settle();
    const one = upstreamCall();
    const two = upstreamCall();
    const both = Promise.all([turn.aside(() => one.promise), turn.aside(() => two.promise)]);
    await settle();
    expect(turns.state()).toEqual({ working: 0, waiting: 0 });
    one.answer("one");
    await settle();
    expect(turns.state()).toEqual({ working: 0, waiting: 0 });
    two.answer("two");
    expect(await both).toEqual(["one", "two"]);
    expect(turns.state()).toEqual({ working: 1, waiting: 0 });
  });

  test("a request whose client has gone never begins, and one that ends while the upstream answers takes no turn back", async () => {
    const turns = createTurns(1);
    const begun: string[] = [];
    const first = turns.enter(() => begun.push("first"));
    const gone = turns.enter(() => begun.push("gone"));
    turns.enter(() => begun.push("third"));
    await settle();
    gone.end();
    const call = upstreamCall();
    const waiting = first.aside(() => call.promise);
    await settle();
    expect(begun).toEqual(["first", "third"]);

    first.end();
    call.answer("late");
    await expect(waiting).resolves.toBe("late");
    expect(turns.state()).toEqual({ working: 1, waiting: 0 });
  });
});

describe("the middleware", () => {
  function request(accept: string) {
    const res = Object.assign(new EventEmitter(), { locals: {} as Record<string, unknown> });
    const req = { get: (name: string) => (name.toLowerCase() === "accept" ? accept : undefined) };
    return { req: req as unknown as Request, res: res as unknown as Response & EventEmitter };
  }

  test("a page waits for its turn and passes it on when its response finishes; event streams never wait", async () => {
    const middleware = takingTurns(1);
    const begun: string[] = [];
    const page = request("text/html");
    const next = (name: string): NextFunction => () => void begun.push(name);
    middleware(page.req, page.res, next("page"));
    const stream = request("text/event-stream");
    middleware(stream.req, stream.res, next("event stream"));
    const second = request("text/html");
    middleware(second.req, second.res, next("second page"));
    await settle();
    expect(begun).toEqual(["event stream", "page"]);
    expect(page.res.locals.turn).toBeDefined();
    expect(stream.res.locals.turn).toBeUndefined();

    page.res.emit("finish");
    page.res.emit("close");
    await settle();
    expect(begun).toEqual(["event stream", "page", "second page"]);
  });

  test("a limit of 0 lets every request through at once", async () => {
    const middleware = takingTurns(0);
    const begun: number[] = [];
    for (let index = 0; index < 20; index++) {
      const { req, res } = request("text/html");
      middleware(req, res, () => void begun.push(index));
    }
    expect(begun).toHaveLength(20);
  });

  test("a response that starts as an event stream ends its turn, whatever the client asked for and however its headers were given", async () => {
    // One turn: if the open feed kept it, the page after it would never start.
    const app = express();
    app.use(takingTurns(1));
    app.get("/feed", (_req, res) => {
      res.setHeader("Content-Type", "text/event-stream");
      res.flushHeaders();
      res.write("data: open\n\n");
    });
    app.get("/feed-given-headers", (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8" });
      res.write("data: open\n\n");
    });
    app.get("/feed-given-in-capitals", (_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.writeHead(200, "OK", { "CONTENT-TYPE": "text/event-stream" });
      res.write("data: open\n\n");
    });
    app.get("/feed-given-as-array", (_req, res) => {
      res.writeHead(200, ["Cache-Control", "no-cache", "content-type", "text/event-stream"]);
      res.write("data: open\n\n");
    });
    app.get("/page", (_req, res) => void res.send("page"));
    const { base, close } = await listen(app);
    const feeds = new AbortController();
    try {
      for (const path of ["/feed", "/feed-given-headers", "/feed-given-in-capitals", "/feed-given-as-array"]) {
        const feed = await fetch(base + path, { signal: feeds.signal, headers: { accept: "*/*" } });
        expect(feed.headers.get("content-type")).toMatch(/^text\/event-stream/);
      }
      const page = await fetch(`${base}/page`, { signal: AbortSignal.timeout(3000) });
      expect(await page.text()).toBe("page");
    } finally {
      feeds.abort();
      await close();
    }
  });
});
