import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~mocks": fileURLToPath(new URL("./mocks", import.meta.url)),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    globals: true,
    setupFiles: ["tests/support/vitest.setup.ts"],
    restoreMocks: true,
    // The sandbox tests work whole months of settlement; on a busy two-core runner they can pass the 5 s default without being stuck.
    testTimeout: 15_000,
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      API_BASE_URL: "http://sandbox.test/api/",
      SESSION_SECRET: "unit-test-secret,older-secret",
      ANONYMOUS_FEATURES_TTL_SECONDS: "0",
    },
  },
});
