// One pino logger per process, handed to Fastify, the projector and the event store.
import { pino, type DestinationStream, type Logger } from "pino";
import { logSerializers } from "../eventstore/logger.ts";
import type { Config } from "./config.ts";

export function createLogger(
  config: Pick<Config, "LOG_LEVEL">,
  name: string,
  /** Where the lines go: stdout unless a test captures them. */
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.LOG_LEVEL,
    // Errors without the fields that can carry user input (a database error's `where`, …).
    serializers: logSerializers,
    // Never log credentials, even by accident in a request log.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
