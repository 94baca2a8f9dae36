import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from '@bilan/contract';

/**
 * What Node's HTTP parser refuses before Fastify sees a request (Fastify's `clientErrorHandler`):
 * headers or a URL over the size limit (431; 3,000 query parameters are one), a request that took
 * too long to arrive (408), bytes that are not HTTP (400). Answered in the API's shape like every
 * other error, in English since no request (and no language) could be read, then the connection
 * is closed, as Node itself does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(clientErrorCode(error.code)));
  socket.destroy(error);
}

export function clientErrorCode(nodeCode: string | undefined): ErrorCode {
  if (nodeCode === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (nodeCode === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'REQUEST_MALFORMED';
}

/** The raw HTTP/1.1 answer, with the headers every `/v1` answer carries (security-headers.ts). */
export function clientErrorResponse(code: ErrorCode): string {
  const entry = ERROR_CATALOGUE[code];
  const body = JSON.stringify({ code, message: entry.en, frMessage: entry.fr } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${entry.status} ${STATUS_CODES[entry.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
