// One pino logger per process, handed to Fastify, the projector and the event store.
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

export function createLogger(config: Pick<Config, "LOG_LEVEL">, name: string): Logger {
  return pino({
    name,
    level: config.LOG_LEVEL,
    // Never log credentials, even by accident in a request log.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}
