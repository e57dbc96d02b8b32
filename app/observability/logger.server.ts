import pino from "pino";

/** One structured (JSON lines) logger for requests, upstream calls and errors. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "flexmarket" },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "token"], censor: "[redacted]" },
});
