import { createMiddleware } from "@mswjs/http-middleware";
import express from "express";
import type { AddressInfo } from "node:net";
import { API_PREFIX } from "./api";
import { handlersByResource } from "./dispatch";
import { handlers } from "./handlers";

export type RunningSandbox = { url: string; apiBaseUrl: string; close: () => Promise<void> };

/** Serves the sandbox handlers over real HTTP, on loopback unless told otherwise. */
export function startSandbox({ port = 0, host = "127.0.0.1" } = {}): Promise<RunningSandbox> {
  const app = express();
  app.disable("x-powered-by");
  // One msw middleware per set of handlers a request can match (see dispatch.ts).
  const candidates = handlersByResource(handlers);
  const middlewares = new Map<readonly unknown[], ReturnType<typeof createMiddleware>>();
  app.use((request, response, next) => {
    const set = candidates(request.path);
    let middleware = middlewares.get(set);
    if (!middleware) middlewares.set(set, (middleware = createMiddleware(...set)));
    return middleware(request, response, next);
  });
  app.use((_request, response) => response.status(404).json({ detail: "Not found." }));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const url = `http://${host}:${address.port}/`;
      resolve({
        url,
        apiBaseUrl: `${url}${API_PREFIX.slice(1)}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
    server.on("error", reject);
  });
}
