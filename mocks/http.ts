import { createMiddleware } from "@mswjs/http-middleware";
import express from "express";
import type { AddressInfo } from "node:net";
import { API_PREFIX } from "./api";
import { handlers } from "./handlers";

export type RunningSandbox = { url: string; apiBaseUrl: string; close: () => Promise<void> };

/** Serves the sandbox handlers over real HTTP, on loopback unless told otherwise. */
export function startSandbox({ port = 0, host = "127.0.0.1" } = {}): Promise<RunningSandbox> {
  const app = express();
  app.disable("x-powered-by");
  app.use(createMiddleware(...handlers));
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
