// What a request looks like in the logs: method, path and route, never the query string (OpenID
// Connect callbacks carry codes and state there, and /api/login a birth year), never headers
// (cookies), never the client address (personal data). Routes log sign-ins, refusals and 429s
// themselves, with the user id.
import type { FastifyRequest } from "fastify";

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      id: request.id,
      method: request.method,
      url: request.url.split("?")[0],
    };
  },
};
