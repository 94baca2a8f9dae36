import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** How long a client refused for a full queue is asked to wait before trying again. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

export interface ExportQueue {
  /** Resolves once the caller may run; refuses with 503 EXPORTS_BUSY when the queue is full. */
  acquire(): Promise<() => void>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` exports run at once, `queued` more wait their turn in order, and any beyond
 * are refused at once (`busy`): rendering a large PDF or workbook holds the CPU, and without a bound a
 * burst of exports would starve every other request (`/health` included). Statement files are read
 * through a queue of their own (modules/bank-statements/statement-parser.ts).
 */
export function createExportQueue(
  concurrency: number,
  queued: number,
  busy: () => AppError = () => new AppError('EXPORTS_BUSY', { retryAfterSeconds: EXPORT_RETRY_AFTER_SECONDS }),
): ExportQueue {
  let running = 0;
  const waiters: (() => void)[] = [];
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else running--;
  };
  const once = () => {
    let released = false;
    return () => {
      if (!released) {
        released = true;
        release();
      }
    };
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    async acquire() {
      if (running < concurrency) {
        running++;
        return once();
      }
      if (waiters.length >= queued) throw busy();
      await new Promise<void>((resolve) => waiters.push(resolve));
      return once();
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseExport: (() => void) | null;
  }
}

/** Every request asking for a file (`?format=csv|xlsx|pdf`) passes through the queue. */
export function registerExportQueue(app: FastifyInstance, queue: ExportQueue): void {
  app.decorateRequest('releaseExport', null);
  app.addHook('preHandler', async (request) => {
    if (!asksForFile(request)) return;
    request.releaseExport = await queue.acquire();
  });
  const release = async (request: FastifyRequest) => {
    request.releaseExport?.();
    request.releaseExport = null;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

function asksForFile(request: FastifyRequest): boolean {
  const query = request.query as { format?: unknown } | undefined;
  return typeof query?.format === 'string';
}
