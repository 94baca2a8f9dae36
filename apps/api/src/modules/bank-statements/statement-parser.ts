import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type ParsedStatement,
  type StatementAccount,
  StatementError,
  type StatementErrorCode,
  type StatementFault,
  type StatementFile,
} from '@bilan/accounting';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { createExportQueue } from '../../http/export-queue.ts';

/** The budget of one file's reading, and how many files are read at once (config.ts: STATEMENT_PARSE_*). */
export interface StatementParsing {
  /** From the file's arrival in the worker to its answer; the worker's start is not counted. */
  timeMs: number;
  /** The worker's heap (V8's old generation), the file's copy and what is read of it included. */
  memoryMb: number;
  concurrency: number;
  queued: number;
}

/** A file's statements, and for each its lines' hashes (`statementLineKeys`, SHA-256), computed in the worker too. */
export interface ReadStatementFile {
  statements: ParsedStatement[];
  lineHashes: string[][];
}

/** The parsing budget and concurrency the configuration sets; as many files may wait as are read. */
export function statementParsingOf(config: Config): StatementParsing {
  return {
    timeMs: config.statementParseMs,
    memoryMb: config.statementParseMemoryMb,
    concurrency: config.statementParsers,
    queued: config.statementParsers,
  };
}

export type StatementParser = (
  file: StatementFile,
  scale: number,
  account: StatementAccount | null,
) => Promise<ReadStatementFile>;

export interface ParseRequest {
  file: StatementFile;
  scale: number;
  account: StatementAccount | null;
}

export type ParseAnswer =
  | { kind: 'ready' }
  | ({ kind: 'read' } & ReadStatementFile)
  | { kind: 'refused'; code: StatementErrorCode; faults: StatementFault[] };

/** A worker that has not loaded in this time is broken, not slow: the request fails (500) saying so. */
const WORKER_START_MS = 30_000;
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * How a worker thread is started. The built API bundles the worker beside server.mjs
 * (scripts/build-api.mjs). Under tsx (development, tests) the worker is TypeScript: Node 20 applies no
 * `--import` loader to a worker's entry, so a one-line entry loads it through tsx's `tsImport`.
 */
function startWorker(limits: StatementParsing): Worker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./statement-parser.worker.mjs', import.meta.url), options);
  const entry = new URL('./statement-parser.worker.ts', import.meta.url).href;
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(code, { ...options, eval: true });
}

/** Resolves on the worker's next answer, rejects on its error, its exit or after `waitMs`; its listeners are detached either way. */
function nextAnswer(worker: Worker, waitMs: number, onTimeout: () => Error): Promise<ParseAnswer> {
  return new Promise((resolve, reject) => {
    const done = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      outcome();
    };
    const onMessage = (answer: ParseAnswer) => done(() => resolve(answer));
    const onError = (error: Error) => done(() => reject(error));
    const onExit = (code: number) =>
      done(() => reject(new Error(`the statement parser worker stopped (exit ${code}) before answering`)));
    const timer = setTimeout(() => done(() => reject(onTimeout())), waitMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

const tooComplex = () => new AppError('STATEMENT_FILE_TOO_COMPLEX');
const isOutOfMemory = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

export interface StatementParserPool {
  parse: StatementParser;
  /** Terminates the idle workers (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Reads statement files off the event loop (docs/decisions/0025-statement-files-off-the-event-loop.md):
 * each file in a worker thread, with a time and a memory budget. Over either, the worker is
 * terminated and the file refused (422 STATEMENT_FILE_TOO_COMPLEX); a worker that answered waits,
 * unreferenced, for the next file, so an import does not pay a thread's start. At most `concurrency`
 * files are read at once and `queued` wait; any more are refused at once (503 STATEMENT_IMPORTS_BUSY).
 */
export function createStatementParser(limits: StatementParsing): StatementParserPool {
  const queue = createExportQueue(
    limits.concurrency,
    limits.queued,
    () => new AppError('STATEMENT_IMPORTS_BUSY', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }),
  );
  const idle: Worker[] = [];
  const ready = async (): Promise<Worker> => {
    const waiting = idle.pop();
    if (waiting) {
      waiting.ref();
      return waiting;
    }
    const worker = startWorker(limits);
    // While a file is read, nextAnswer takes the worker's error; one of an idle worker concerns no
    // request, and the worker leaves the idle list when it exits.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const index = idle.indexOf(worker);
      if (index !== -1) idle.splice(index, 1);
    });
    await nextAnswer(worker, WORKER_START_MS, () => {
      void worker.terminate();
      return new Error(`the statement parser worker did not load within ${WORKER_START_MS} ms`);
    });
    return worker;
  };
  const parse: StatementParser = async (file, scale, account) => {
    const release = await queue.acquire();
    try {
      const worker = await ready();
      worker.postMessage({ file, scale, account } satisfies ParseRequest);
      const answer = await nextAnswer(worker, limits.timeMs, tooComplex).catch((error: unknown) => {
        void worker.terminate();
        throw isOutOfMemory(error) ? tooComplex() : error;
      });
      worker.unref();
      idle.push(worker);
      if (answer.kind === 'refused') throw new StatementError(answer.code, answer.faults);
      if (answer.kind !== 'read') throw new Error(`the statement parser worker answered ${answer.kind} to a file`);
      return { statements: answer.statements, lineHashes: answer.lineHashes };
    } finally {
      release();
    }
  };
  const close = async () => {
    await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
  };
  return { parse, close };
}
