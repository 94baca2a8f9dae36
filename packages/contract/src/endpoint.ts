import { z } from 'zod';
import { uuidSchema } from './fields.ts';

/**
 * One operation of the API as the routes register it and the web client calls it: method, path,
 * parameters, query, body and answers, written once (docs/decisions/0014-one-endpoint-table.md).
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of the `:name` segments of a path: `/v1/companies/:companyId/users` → `'companyId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type UuidParams<Path extends string> = z.ZodObject<
  { [Name in PathParamNames<Path>]: typeof uuidSchema },
  z.core.$strict
>;

export interface EndpointSpec<Path extends string = string> {
  method: EndpointMethod;
  path: Path;
  /** The OpenAPI tag: the domain whose error codes the operation may answer (apps/api/src/http/openapi-operations.ts). */
  tag: string;
  summary: string;
  /** Without it every path parameter is a UUID. */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer of each success status; none for an answer without content (204) or a file. */
  responses?: { 200?: z.ZodType; 201?: z.ZodType };
}

/** Any endpoint of the table, its params schema filled in. */
export type AnyEndpoint = EndpointSpec & { params: z.ZodObject };

export type Endpoint<Spec extends EndpointSpec> = Spec & {
  params: Spec extends { params: infer Params extends z.ZodObject } ? Params : UuidParams<Spec['path']>;
};

/** The names of the `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** Declares an endpoint; its params schema, when not given, takes each path parameter as a UUID. */
export function endpoint<const Spec extends EndpointSpec<`/v1/${string}`>>(spec: Spec): Endpoint<Spec> {
  const params =
    spec.params ?? z.strictObject(Object.fromEntries(pathParamNames(spec.path).map((name) => [name, uuidSchema])));
  return { ...spec, params } as Endpoint<Spec>;
}

/** The values of the path parameters of an endpoint, each one required. */
export type PathParamsOf<E extends { path: string }> = Record<PathParamNames<E['path']>, string>;

/** Query values as a caller has them: absent ones (undefined, null, '') are left out of the URL. */
export type QueryValues<E extends EndpointSpec> = E extends { query: infer Query extends z.ZodType }
  ? { [Name in keyof z.input<Query>]?: string | number | boolean | null | undefined }
  : never;

/** The parsed JSON answer of an endpoint, whichever success status it came with. */
export type ResponseOf<E extends EndpointSpec> = E extends { responses: infer Answers }
  ? z.output<Answers[keyof Answers] & z.ZodType>
  : undefined;

export type BodyOf<E extends EndpointSpec> = E extends { body: infer Body extends z.ZodType } ? z.input<Body> : never;

/**
 * The URL path of a call: each parameter encoded with encodeURIComponent, the query's present values
 * appended. A missing parameter does not compile; one missing at run time throws.
 */
export function pathOf<E extends { path: string }>(
  endpoint: E,
  params: PathParamsOf<E>,
  query?: URLSearchParams | Record<string, string | number | boolean | null | undefined>,
): string {
  const values = params as Record<string, string | undefined>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const search = query instanceof URLSearchParams ? query : searchOf(query ?? {});
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function searchOf(query: Record<string, string | number | boolean | null | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search;
}
