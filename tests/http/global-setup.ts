import type { TestProject } from "vitest/node";
import { startApp, type RunningApp } from "../support/server";

let app: RunningApp | undefined;

export async function setup(project: TestProject) {
  app = await startApp({ SESSION_CHECK_INTERVAL_MS: "10000", EMBED_ALLOWED_ORIGINS: "https://partner.example" });
  project.provide("appUrl", app.url);
  project.provide("sandboxUrl", app.sandboxUrl);
}

export async function teardown() {
  await app?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    sandboxUrl: string;
  }
}
