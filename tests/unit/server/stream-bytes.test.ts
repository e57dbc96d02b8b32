import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
// Both builds: the server runs the production one, development tools the other.
const BUILDS = ["react-dom-server.node.production.min.js", "react-dom-server.node.development.js"];
const CJS = join(dirname(require.resolve("react-dom/server")), "cjs");

// patches/react-dom+18.3.1.patch (docs/decisions/0014-react-dom-stream-patch.md): React 18's streaming renderer
// wrote its whole 2 KB buffer when a character of several bytes did not fit in what was left of it,
// so the unused bytes went out as NUL characters ("16:00\0\0–19:30").

function streamed(build: string, element: ReturnType<typeof createElement>): Promise<Buffer> {
  const { renderToPipeableStream } = require(join(CJS, build)) as typeof import("react-dom/server");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(body), onError: reject });
  });
}

/** A list of service windows as the dispatch pages write them: short texts, each with an en dash (three bytes in UTF-8). */
const windows = (lead: number) =>
  createElement(
    "ul",
    null,
    createElement("li", null, "x".repeat(lead)),
    Array.from({ length: 120 }, (_, index) => createElement("li", { key: index }, createElement(Fragment, null, `Window ${index} 16:00`, "–", "19:30"))),
  );

describe("the server's streamed pages", () => {
  test.each(BUILDS)("a character of several bytes at the end of the renderer's buffer is sent whole, with no NUL bytes, whatever its place (%s)", async (build) => {
    for (let lead = 0; lead < 12; lead++) {
      const bytes = await streamed(build, windows(lead));
      expect(bytes.includes(0), `lead ${lead}`).toBe(false);
      expect(bytes.toString("utf8")).toBe(renderToString(windows(lead)));
    }
  });
});
