// The only place that listens on a port.
import type { FastifyInstance } from "fastify";

export async function listen(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<string> {
  return app.listen({ host: options.host, port: options.port });
}
