// The logging shape every layer receives (pino's, which Fastify uses), so the composition root
// hands one logger to the API, the projector and the event store.
export type Logger = {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
};

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
