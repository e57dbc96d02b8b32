import type { Express } from "express";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

/** Serves an express app on a free loopback port for one test; `close` also ends responses still open (live feeds). */
export async function listen(app: Express): Promise<{ port: number; base: string; close: () => Promise<void> }> {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
