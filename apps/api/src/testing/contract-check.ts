import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openApiPath } from '../http/openapi.ts';

/*
 * Every answer a test receives is checked against the OpenAPI document, which is written from the
 * endpoint table (docs/decisions/0014 and 0027): its status must be listed for the operation, its
 * media type listed under that status, and a JSON body must match the schema given there (an error's
 * code among those listed). An answer outside the document fails the test that received it, at the
 * `inject` that received it.
 */

const VIOLATION_HEADER = 'x-test-contract-violation';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: object }>;
}

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  components?: object;
}

/** Installs the check on an app not yet ready: a hook that judges each answer, and `inject` that reports it. */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  let judge: ((request: FastifyRequest, reply: FastifyReply, payload: unknown) => string | null) | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    judge ??= answerJudge(app.swagger() as unknown as Document);
    const violation = judge(request, reply, payload);
    if (violation) reply.header(VIOLATION_HEADER, encodeURIComponent(violation));
    return payload;
  });
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const checkedInject = async (options: InjectOptions) => {
    const response = await inject(options);
    const violation = response.headers[VIOLATION_HEADER];
    if (typeof violation === 'string') throw new Error(`Answer outside the contract: ${decodeURIComponent(violation)}`);
    return response;
  };
  app.inject = checkedInject as unknown as typeof app.inject;
}

/** What is wrong with an answer by the document, or null when the document says it. */
function answerJudge(document: Document) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, validateSchema: false, allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: object) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      validators.set(key, validate);
    }
    return validate;
  };
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/v1/')) return null;
    const path = openApiPath(url);
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return null;
    const status = String(reply.statusCode);
    const where = `${request.method} ${path} answered ${status}`;
    const answer = operation.responses[status];
    if (!answer) return `${where}, a status the document does not list for it`;
    const mediaType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      ?.trim();
    if (!mediaType || isEmpty(payload)) return null;
    const content = answer.content?.[mediaType];
    if (!content) return `${where} as ${mediaType}, a media type the document does not list for that status`;
    if (mediaType !== 'application/json' || typeof payload !== 'string' || !content.schema) return null;
    const validate = validatorOf(`${method} ${path} ${status}`, content.schema);
    if (validate(JSON.parse(payload))) return null;
    return `${where} with a body outside its schema: ${ajv.errorsText(validate.errors)} — ${payload.slice(0, 300)}`;
  };
}

function isEmpty(payload: unknown): boolean {
  return payload === undefined || payload === null || payload === '';
}
