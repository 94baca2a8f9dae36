import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { sendError } from './error-handler.ts';

/**
 * What the router itself refuses, answered in the API's shape like every other error: a URL it
 * cannot decode (Fastify's `frameworkErrors` option), and a known path asked with another method.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  sendError(request, reply, new AppError(known ? 'URL_MALFORMED' : 'ROUTE_NOT_FOUND'));
}

/** Records every route as it is declared, to tell "no such path" from "not with this method". */
export function createRouteTable(app: FastifyInstance): (method: string, url: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    const source = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  });
  /** The methods the path answers to, when it is a known path. */
  return (method, url) => {
    const path = url.split('?')[0] ?? '';
    const allowed = routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods);
    return allowed.includes(method) ? [] : [...new Set(allowed)];
  };
}
