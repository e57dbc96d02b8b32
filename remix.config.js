/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // The server entry is compiled together with the app so it can share the
  // session, security and logging modules without a second build step.
  server: "./server.ts",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
