// The worker thread statement files are read in (statement-parser.ts starts and budgets it): it says
// it is ready once loaded, then reads each file it is sent and answers its statements with their
// lines' hashes, or its refusal. An error of another kind ends the thread and reaches the API as an
// `error` event.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { parseStatementFile, StatementError, statementLineKeys } from '@bilan/accounting';
import type { ParseAnswer, ParseRequest } from './statement-parser.ts';

function answerOf({ file, scale, account }: ParseRequest): ParseAnswer {
  try {
    const statements = parseStatementFile(file, scale, account);
    const lineHashes = statements.map((statement) =>
      statementLineKeys(statement.lines).map((key) => createHash('sha256').update(key).digest('hex')),
    );
    return { kind: 'read', statements, lineHashes };
  } catch (error) {
    if (error instanceof StatementError) return { kind: 'refused', code: error.code, faults: [...error.faults] };
    throw error;
  }
}

const port = parentPort;
if (!port) throw new Error('statement-parser.worker.ts runs as a worker thread (see statement-parser.ts)');
port.on('message', (request: ParseRequest) => port.postMessage(answerOf(request)));
port.postMessage({ kind: 'ready' } satisfies ParseAnswer);
