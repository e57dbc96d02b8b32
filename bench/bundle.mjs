// Loads the app's or the sandbox's TypeScript modules into a benchmark: bundled with esbuild
// (as the build does, `~` being app/) into a temporary file, imported, then the file removed.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** `exports` is the body of a module re-exporting what the benchmark needs, e.g. `export { clearRun } from "./mocks/clearing/engine.ts";`. */
export async function loadModules(exports) {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const outfile = join(dir, "modules.mjs");
  try {
    await build({
      stdin: { contents: exports, resolveDir: process.cwd(), loader: "ts" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile,
      alias: { "~": "./app" },
      logLevel: "error",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
