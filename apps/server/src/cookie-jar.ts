import type { CookieJar } from "@primp/api";
import type { FastifyReply, FastifyRequest } from "fastify";

export function fastifyCookieJar(request: FastifyRequest, reply: FastifyReply): CookieJar {
  return {
    get: (name) => request.cookies[name],
    set: (name, value, attributes) => {
      reply.setCookie(name, value, { httpOnly: true, path: "/", ...attributes });
    },
  };
}
