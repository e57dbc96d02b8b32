import compression from "compression";
import express from "express";
import { request } from "node:http";
import { createGunzip } from "node:zlib";
import { expect, test } from "vitest";
import { flushOncePerTurn } from "~/performance/flush-once-per-turn.server";
import { listen } from "./listen";

test("the flushes a render asks for in one turn become one, and what is written later still leaves at once", async () => {
  const app = express();
  app.use(compression());
  // Counts the flushes that reach the compression stream.
  let flushes = 0;
  app.use((_req, res, next) => {
    const flush = (res as unknown as { flush: () => void }).flush;
    (res as unknown as { flush: () => void }).flush = () => (flushes++, flush.call(res));
    next();
  });
  app.use(flushOncePerTurn());
  let finish = () => {};
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html");
    const flush = () => (res as unknown as { flush: () => void }).flush();
    // A render: forty chunks, each followed by a flush as Remix's adapter does.
    for (let chunk = 0; chunk < 40; chunk++) {
      res.write(`<p>chunk ${chunk} ${"x".repeat(2000)}</p>`);
      flush();
    }
    // A part streamed later, with the response still open.
    setTimeout(() => (res.write("<p>late part</p>"), flush()), 50);
    finish = () => res.end("</html>");
  });
  const { port, close } = await listen(app);
  try {
    const seen = await new Promise<string>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/page", headers: { "Accept-Encoding": "gzip" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("gzip");
        let text = "";
        res.pipe(createGunzip()).on("data", (chunk: Buffer) => {
          text += chunk;
          if (text.includes("late part")) resolve(text);
        });
      });
      req.on("error", reject);
      req.end();
      setTimeout(() => reject(new Error("the late part did not arrive while the response was open")), 3000);
    });
    expect(seen).toContain("chunk 39");
    expect(flushes).toBe(2);
  } finally {
    finish();
    await close();
  }
});
