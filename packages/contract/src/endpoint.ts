import { z } from 'zod';
import type { AttachmentMediaType } from './attachments.ts';
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
  /** The operation answers 204 without content (a deletion, a logout). */
  noContent?: true;
  /**
   * Media types of the file the operation answers with 200. A `format` query adds its own
   * (`fileMediaTypesOf`): an export answers JSON without it and the file it names with it.
   */
  files?: readonly FileMediaType[];
}

/** The media type of each file format an export answers (a `format` query's values). */
export const EXPORT_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export type FileMediaType =
  | (typeof EXPORT_MEDIA_TYPES)[keyof typeof EXPORT_MEDIA_TYPES]
  | AttachmentMediaType
  | 'application/xml'
  | 'text/plain';

/** Every media type of the files an endpoint answers: its own, then those of its `format` query. */
export function fileMediaTypesOf(spec: Pick<EndpointSpec, 'files' | 'query'>): FileMediaType[] {
  const shape = spec.query instanceof z.ZodObject ? spec.query.shape : {};
  const format = shape.format instanceof z.ZodOptional ? shape.format.unwrap() : shape.format;
  const formats = format instanceof z.ZodEnum ? (format.options as string[]) : [];
  const fromQuery = formats.flatMap((name) =>
    name in EXPORT_MEDIA_TYPES ? [EXPORT_MEDIA_TYPES[name as keyof typeof EXPORT_MEDIA_TYPES]] : [],
  );
  return [...new Set([...(spec.files ?? []), ...fromQuery])];
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
