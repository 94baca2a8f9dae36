import { z } from 'zod';
import { type PathParamNames, pathParamNames } from './endpoint-path.ts';
import { uuidSchema } from './fields.ts';

/**
 * One operation of the API as the routes register it and the web client calls it: method, path,
 * parameters, query, body and answers, written once (docs/decisions/0014-one-endpoint-table.md).
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

/** Declares an endpoint; its params schema, when not given, takes each path parameter as a UUID. */
export function endpoint<const Spec extends EndpointSpec<`/v1/${string}`>>(spec: Spec): Endpoint<Spec> {
  const params =
    spec.params ?? z.strictObject(Object.fromEntries(pathParamNames(spec.path).map((name) => [name, uuidSchema])));
  return { ...spec, params } as Endpoint<Spec>;
}

/** Query values as a caller has them: absent ones (undefined, null, '') are left out of the URL. */
export type QueryValues<E extends EndpointSpec> = E extends { query: infer Query extends z.ZodType }
  ? { [Name in keyof z.input<Query>]?: string | number | boolean | null | undefined }
  : never;

/** The parsed JSON answer of an endpoint, whichever success status it came with. */
export type ResponseOf<E extends EndpointSpec> = E extends { responses: infer Answers }
  ? z.output<Answers[keyof Answers] & z.ZodType>
  : undefined;

export type BodyOf<E extends EndpointSpec> = E extends { body: infer Body extends z.ZodType } ? z.input<Body> : never;
