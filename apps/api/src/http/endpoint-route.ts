import type { AnyEndpoint } from '@bilan/contract';

/** The Fastify schema of an endpoint of the table, its types kept for the request and the reply. */
export interface RouteSchemaOf<E extends AnyEndpoint> {
  tags: string[];
  summary: string;
  params: E['params'];
  querystring: E extends { query: infer Query } ? Query : undefined;
  body: E extends { body: infer Body } ? Body : undefined;
  response: E extends { responses: infer Responses } ? Responses : undefined;
}

/**
 * The method, URL and schema of a route, from its entry of the endpoint table of packages/contract
 * (docs/decisions/0014-one-endpoint-table.md): a route adds its access, its options and its handler,
 * `app.route({ ...routeOf(endpoints.openItems), config: { access }, handler })`.
 */
export function routeOf<E extends AnyEndpoint>(
  endpoint: E,
): { method: E['method']; url: E['path']; schema: RouteSchemaOf<E> } {
  const schema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(pathHasParams(endpoint.path) ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.responses ? { response: endpoint.responses } : {}),
  };
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchemaOf<E> };
}

function pathHasParams(path: string): boolean {
  return path.includes('/:');
}
