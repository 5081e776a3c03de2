// The logging shape every layer receives (pino's, which Fastify uses), so the composition root
// hands one logger to the API, the projector and the event store.
export type Logger = {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
};

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Fields of an error that can carry what a user typed: PostgreSQL's `where` (for a jsonb or cast
 * error, the input text itself), `detail` ("Key (…)=(…) already exists"), `hint` and
 * `internalQuery`, and slonik's query `values` and `row`. Never logged.
 */
const USER_DATA_FIELDS = new Set(["where", "detail", "hint", "internalQuery", "values", "row"]);

/**
 * pino's `err` serializer for every logger of the app: the error's type, message, stack and
 * other fields, its causes likewise, and none of the fields that can carry user input.
 */
function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const shown: Record<string, unknown> = {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (!USER_DATA_FIELDS.has(key) && key !== "cause") shown[key] = value;
  }
  if (error.cause !== undefined) {
    shown.cause = depth < 5 ? errorForLog(error.cause, depth + 1) : "…";
  }
  return shown;
}

/** The serializers every pino logger of the app is made with. */
export const logSerializers = { err: errorForLog, error: errorForLog };
