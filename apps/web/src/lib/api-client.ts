import {
  type AnyEndpoint,
  API_KEY_HEADER,
  type BodyOf,
  DEFAULT_API_KEY,
  type ErrorBody,
  type PathParamNames,
  type PathParamsOf,
  pathOf,
  type QueryValues,
  type ResponseOf,
  readErrorBody,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@bilan/contract';
import type { z } from 'zod';

/** An HTTP answer that was not 2xx, or a request that never got an answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? (body?.message || body?.frMessage || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Parses the answer; without it the JSON is returned as it came. */
  schema?: z.ZodType<T>;
  /** Parses the answer with the schema of its status (an endpoint's `responses`), before `schema`. */
  responses?: Partial<Record<number, z.ZodType>>;
  /**
   * When false, a 401/403 neither clears the session nor redirects to login: the login call itself
   * turns a 401 into 'email or password incorrect' (docs/seed-spec.md §2).
   */
  authRedirect?: boolean;
  /** Decides whether an error body shows an error toast; every one does unless this says no. */
  errorToast?: (error: ApiError) => boolean;
  signal?: AbortSignal;
  /** 'blob' answers the body as it came (a PDF download) instead of parsing JSON. */
  responseType?: 'json' | 'blob';
  /** With 'blob': told of the bytes read so far and of Content-Length (null when the answer did not say). */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** `attachment; filename="grand-livre-2026.csv"` → the name the API gave the file, or null. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: the plain one below, if any.
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? null;
}

/**
 * The body as a Blob, read chunk by chunk when someone follows the progress. A file the API named
 * (Content-Disposition) comes as a File of that name: the API names it in the reader's language.
 */
async function readBlob(response: Response, onProgress: ((progress: DownloadProgress) => void) | undefined) {
  const blob = await readBody(response, onProgress);
  const name = fileNameOf(response.headers.get('Content-Disposition'));
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

async function readBody(response: Response, onProgress: ((progress: DownloadProgress) => void) | undefined) {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isSafeInteger(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    loaded += chunk.value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

export interface ApiClientConfig {
  /** '' (relative URLs, same origin) or an absolute origin such as https://api.bilan.app. */
  baseUrl: string;
  apiKey: string;
  /** Hosts (host[:port]) that may receive the bearer token; relative URLs always may. */
  allowedHosts: readonly string[];
  fetch: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => string;
  readCookie: (name: string) => string | null;
  /** docs/seed-spec.md §4: a 401 or 403 removes the token and the user from storage. */
  clearSession: () => void;
  /** Called after a 401/403 cleared the session: sends the user to the login page. */
  onUnauthorized: () => void;
  /** Shows the error toast of docs/seed-spec.md §8. */
  onErrorBody: (body: ErrorBody) => void;
  /** Reports a request that got no answer at all. */
  onNetworkError: (error: unknown) => void;
  /**
   * Asks whether to send again a request that could not reach the server: true sends it again, false
   * gives up (status 0). Meanwhile the caller waits, so a form keeps what was typed. Without it, a
   * failure is reported by onNetworkError and thrown at once.
   */
  awaitRetry?: (error: unknown) => Promise<boolean>;
}

/** What a call of an endpoint of the table sends: its path parameters, its query and its body. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: Record<string, never> }
  : { params: PathParamsOf<E> }) & {
  query?: QueryValues<E> | URLSearchParams;
} & (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: never });

export type CallOptions = Omit<RequestOptions<unknown>, 'method' | 'body' | 'schema' | 'responses'>;
type AnyCallOptions = CallOptions & { schema?: z.ZodType };

export interface ApiClient {
  /**
   * Calls an endpoint of the table of packages/contract: its path built from the parameters, its
   * method, its answer parsed by the schema of the status answered (docs/decisions/0014-one-endpoint-table.md).
   */
  call<E extends AnyEndpoint>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions & { responseType: 'blob' },
  ): Promise<Blob>;
  /** `schema`: the one answer of a union the query chose (a compact chart), parsed as such. */
  call<E extends AnyEndpoint, T extends ResponseOf<E>>(
    endpoint: E,
    input: CallInput<E>,
    options: CallOptions & { schema: z.ZodType<T> },
  ): Promise<T>;
  call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  /** A request by its path, as the wire has it: what `call` sends, and the client's own tests. */
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** Development and production API hosts that may receive the token (docs/seed-spec.md §6), besides the page's own. */
export const DEFAULT_ALLOWED_HOSTS = ['localhost:4000', 'api.dev.bilan.app', 'api.bilan.app'] as const;

export function isRelativeUrl(url: string): boolean {
  return !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** docs/seed-spec.md §6: the token goes only to relative URLs, the page's own host and the allowed list. */
export function mayReceiveToken(url: string, allowedHosts: readonly string[], pageHost?: string): boolean {
  if (isRelativeUrl(url)) return true;
  try {
    const host = new URL(url).host;
    return host === pageHost || allowedHosts.includes(host);
  } catch {
    return false;
  }
}

export function readCookie(name: string, cookieText: string): string | null {
  for (const part of cookieText.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

async function errorBodyOf(response: Response): Promise<ErrorBody | null> {
  try {
    return readErrorBody(await response.json());
  } catch {
    return null;
  }
}

/** The API sets the XSRF cookie on any answer; a cheap GET obtains it when it is still missing. */
async function xsrfToken(config: ApiClientConfig): Promise<string | null> {
  const existing = config.readCookie(XSRF_COOKIE);
  if (existing) return existing;
  try {
    await config.fetch(`${config.baseUrl}/health`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { [API_KEY_HEADER]: config.apiKey, 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
  } catch {
    // The real request below reports the failure.
  }
  return config.readCookie(XSRF_COOKIE);
}

async function buildHeaders(
  config: ApiClientConfig,
  request: { url: string; method: HttpMethod; hasBody: boolean; pageHost: string | undefined },
): Promise<Headers> {
  const { url, method, hasBody, pageHost } = request;
  const headers = new Headers({
    Accept: 'application/json',
    [API_KEY_HEADER]: config.apiKey,
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    'Accept-Language': config.getLanguage(),
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = config.getToken();
  if (token && mayReceiveToken(url, config.allowedHosts, pageHost)) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET' && isRelativeUrl(url)) {
    const xsrf = await xsrfToken(config);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  return headers;
}

/** The answer of the server, sending again as long as the user asks to (awaitRetry). */
async function reach(
  config: ApiClientConfig,
  send: () => Promise<Response>,
  signal: AbortSignal | undefined,
): Promise<Response> {
  for (;;) {
    try {
      return await send();
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (!config.awaitRetry) config.onNetworkError(cause);
      if (!(await config.awaitRetry?.(cause))) throw new ApiError(0, null, 'Network error');
    }
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const pageHost = typeof window === 'undefined' ? undefined : window.location.host;

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = `${config.baseUrl}${path}`;
    const hasBody = options.body !== undefined;
    const send = async () =>
      config.fetch(url, {
        method,
        credentials: 'same-origin',
        headers: await buildHeaders(config, { url, method, hasBody, pageHost }),
        body: hasBody ? JSON.stringify(options.body) : null,
        signal: options.signal ?? null,
      });
    const response = await reach(config, send, options.signal);
    if (!response.ok) throw await failure(response, options);
    if (response.status === 204) return undefined as T;
    if (options.responseType === 'blob') return (await readBlob(response, options.onDownloadProgress)) as T;
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      // A 2xx that is not JSON (an HTML page from a misrouted URL) is not an answer of the API.
      throw new ApiError(response.status, null, `The answer of ${method} ${path} is not JSON`);
    }
    const schema = options.responses?.[response.status] ?? options.schema;
    return schema ? (schema.parse(data) as T) : (data as T);
  }

  async function failure<T>(response: Response, options: RequestOptions<T>): Promise<ApiError> {
    const error = new ApiError(response.status, await errorBodyOf(response));
    const redirects = (response.status === 401 || response.status === 403) && options.authRedirect !== false;
    if (error.body && (options.errorToast?.(error) ?? true)) config.onErrorBody(error.body);
    if (redirects) {
      config.clearSession();
      config.onUnauthorized();
    }
    return error;
  }

  function call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, options: AnyCallOptions = {}) {
    const params = (input.params ?? {}) as PathParamsOf<E>;
    const query = input.query as Parameters<typeof pathOf>[2];
    return request(pathOf(endpoint, params, query), {
      ...options,
      method: endpoint.method,
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(endpoint.responses && !options.schema ? { responses: endpoint.responses } : {}),
    });
  }

  return {
    call: call as ApiClient['call'],
    request,
  };
}

/** The API key the build sends: VITE_API_KEY, else the default key the API accepts. */
export function configuredApiKey(): string {
  return import.meta.env.VITE_API_KEY || DEFAULT_API_KEY;
}

export function configuredAllowedHosts(): string[] {
  const extra = (import.meta.env.VITE_API_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return [...DEFAULT_ALLOWED_HOSTS, ...extra];
}
