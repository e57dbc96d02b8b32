import { defineConfig } from "vitest/config";

/** HTTP tests: plain fetch with a cookie jar against the built, running app — what a browser without JavaScript does. */
export default defineConfig({
  test: {
    include: ["tests/http/**/*.test.ts"],
    globalSetup: ["tests/http/global-setup.ts"],
    // One app and one sandbox serve every file; files run one after another so state does not mix.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
