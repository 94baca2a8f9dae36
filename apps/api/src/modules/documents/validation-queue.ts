import type { AccountingDocument, TokenClaims } from '@bilan/contract';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant.ts';
import { isRefusal, type Refusal } from '../../http/app-error.ts';
import { type CompanyContext, companyContext, inCompany } from '../companies/company-context.ts';
import { readDocuments } from './document-view.ts';
import { changeDocumentState, validateLoadedDrafts } from './documents.service.ts';

/** At most this many drafts are validated by one transaction; the others wait for the next. */
const MAX_BATCH = 50;
/**
 * Batches of one folder in flight at once. With two, one batch reads while the other appends, but
 * the callers split into two halves and each validation costs more statements: on two cores, eight
 * callers validated fewer drafts a second than with one batch at a time.
 */
const MAX_IN_FLIGHT = 1;
/**
 * How long a batch may wait to gather its share of the folder's recent callers: the callers of a
 * batch just answered send their next validations at once, and the first of them would otherwise
 * start a batch alone, splitting the callers into small groups that take turns.
 */
const GATHER_MS = 10;
/** A folder's queue is dropped after this long without validations. */
const FORGET_IDLE_MS = 1000;

/** Which batch failed: its work folder and how many drafts it held. */
export interface FailedBatch {
  workFolderId: string;
  drafts: number;
}

export type BatchFailureHandler = (error: unknown, batch: FailedBatch) => void;

interface WaitingValidation {
  session: TokenClaims;
  documentId: string;
  resolve: (document: AccountingDocument) => void;
  reject: (error: unknown) => void;
}

/** Validates drafts of one company's work folders, as `validate` is called. */
export interface ValidationQueue {
  validate(session: TokenClaims, workFolderId: string, documentId: string): Promise<AccountingDocument>;
}

/** The validations of one work folder: waiting, and in the batches in flight. */
interface FolderQueue {
  key: string;
  workFolderId: string;
  waiting: WaitingValidation[];
  running: number;
  inFlight: number;
  /** Validations outstanding when a batch last ended: the folder's concurrent callers, near enough. */
  callers: number;
  gathering?: ReturnType<typeof setTimeout>;
  gathered: boolean;
  forget?: ReturnType<typeof setTimeout>;
}

/**
 * Validations of one work folder are posted one transaction after another anyway (its lock keeps
 * numbers gapless and the hash chain linear), so those that arrive while others are being posted
 * wait and are then validated together, in one transaction: one read of their documents, lines and
 * accounts, one update, one append and one commit for all, instead of each of those per draft.
 * Nothing waits when nothing is being posted. Each caller still gets its own answer or refusal:
 * credit notes of one invoice are validated in rounds of the transaction, each after the one before
 * it (`validateLoadedDrafts`); a draft that is gone or no longer a draft, and every draft of a batch
 * that fails as a whole, is then validated alone, exactly as a single validation is.
 */
export interface ValidationQueueOptions {
  gatherMs?: number;
  /**
   * Told why a batch failed as a whole (the error, with its cause), before its drafts are validated
   * one by one. A handler that throws changes nothing: every caller is still answered.
   */
  onBatchFailure?: BatchFailureHandler;
  /** Validates a batch in one transaction (replaced in tests to make it fail). */
  validateTogether?: typeof validateTogether;
}

export function createValidationQueue(
  db: Database,
  {
    gatherMs = GATHER_MS,
    onBatchFailure = () => {},
    validateTogether: together = validateTogether,
  }: ValidationQueueOptions = {},
): ValidationQueue {
  const queues = new Map<string, FolderQueue>();
  const tell = unfailing(onBatchFailure);

  /**
   * Settles every validation of the batch and never rejects: whatever fails, each caller that is
   * still waiting gets the error, and the failure is told.
   */
  async function settleBatch(queue: FolderQueue, batch: WaitingValidation[]) {
    try {
      await validateBatch(db, queue.workFolderId, batch, together, tell);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      tell(error, { workFolderId: queue.workFolderId, drafts: batch.length });
    }
  }

  /** After a batch: counts its callers, starts the next batch, and forgets an idle queue later. */
  function batchEnded(queue: FolderQueue, batch: WaitingValidation[]) {
    queue.callers = queue.inFlight + queue.waiting.length;
    queue.running--;
    queue.inFlight -= batch.length;
    schedule(queue);
    // An idle queue is kept a moment, with its count of callers: theirs are on their way back.
    if (queue.running === 0 && queue.waiting.length === 0) {
      queue.forget = setTimeout(() => queues.delete(queue.key), FORGET_IDLE_MS).unref();
    }
  }

  function schedule(queue: FolderQueue) {
    while (queue.running < MAX_IN_FLIGHT && queue.waiting.length > 0) {
      const share = Math.min(MAX_BATCH, Math.ceil(queue.callers / MAX_IN_FLIGHT));
      if (queue.waiting.length < share && !queue.gathered) {
        queue.gathering ??= setTimeout(() => {
          queue.gathering = undefined;
          queue.gathered = true;
          schedule(queue);
        }, gatherMs).unref();
        return;
      }
      clearTimeout(queue.gathering);
      queue.gathering = undefined;
      queue.gathered = false;
      const batch = takeBatch(queue.waiting);
      queue.running++;
      queue.inFlight += batch.length;
      // No promise of a batch is left without a handler: settling never rejects, and a failure of
      // the bookkeeping after it (a bug) is told like any failure of the batch.
      void settleBatch(queue, batch)
        .then(() => batchEnded(queue, batch))
        .catch((error: unknown) => tell(error, { workFolderId: queue.workFolderId, drafts: batch.length }));
    }
  }

  return {
    validate(session, workFolderId, documentId) {
      return new Promise((resolve, reject) => {
        const key = `${session.companyId}/${workFolderId}`;
        let queue = queues.get(key);
        if (!queue) {
          queue = { key, workFolderId, waiting: [], running: 0, inFlight: 0, callers: 0, gathered: false };
          queues.set(key, queue);
        }
        clearTimeout(queue.forget);
        queue.waiting.push({ session, documentId, resolve, reject });
        schedule(queue);
      });
    },
  };
}

/** The handler, unable to throw. */
function unfailing(handler: BatchFailureHandler): BatchFailureHandler {
  return (error, batch) => {
    try {
      handler(error, batch);
    } catch {
      // Telling is all the handler does: its own failure must not keep a caller from an answer.
    }
  };
}

/** The oldest waiting validations, one per document: a second request for a draft waits for the next batch. */
function takeBatch(queue: WaitingValidation[]): WaitingValidation[] {
  const batch: WaitingValidation[] = [];
  const documents = new Set<string>();
  for (let index = 0; index < queue.length && batch.length < MAX_BATCH; ) {
    const waiting = queue[index] as WaitingValidation;
    if (documents.has(waiting.documentId)) {
      index++;
      continue;
    }
    documents.add(waiting.documentId);
    batch.push(waiting);
    queue.splice(index, 1);
  }
  return batch;
}

/**
 * Settles every validation of the batch: together in one transaction, and alone, as a single
 * validation is, for those the batch leaves (all of them when it fails as a whole).
 */
async function validateBatch(
  db: Database,
  workFolderId: string,
  batch: WaitingValidation[],
  together: typeof validateTogether,
  tell: BatchFailureHandler,
) {
  let outcomes: Array<AccountingDocument | Refusal | undefined> = [];
  if (batch.length > 1) {
    try {
      outcomes = await together(db, workFolderId, batch);
    } catch (error) {
      // Told before the fallback, so the log shows why the drafts that follow came one by one.
      tell(error, { workFolderId, drafts: batch.length });
    }
  }
  for (const [index, waiting] of batch.entries()) {
    const outcome = outcomes[index];
    if (outcome === undefined) {
      await validateAlone(db, workFolderId, waiting);
    } else if (isRefusal(outcome)) {
      waiting.reject(outcome);
    } else {
      waiting.resolve(outcome);
    }
  }
}

/** Each draft's answer or refusal, or undefined for those to validate alone. */
export async function validateTogether(
  db: Database,
  workFolderId: string,
  batch: readonly WaitingValidation[],
): Promise<Array<AccountingDocument | Refusal | undefined>> {
  const [first] = batch;
  if (!first) return [];
  return inTenant(db, first.session.companyId, async (tx) => {
    const companies: CompanyContext[] = [];
    for (const waiting of batch) companies.push(await companyContext(tx, waiting.session));
    const [company] = companies;
    if (!company) return [];
    const ids = batch.map((waiting) => waiting.documentId);
    const loadedById = new Map(
      (await readDocuments(tx, company, workFolderId, ids, { lock: true })).map((loaded) => [loaded.row.id, loaded]),
    );
    const together = batch.flatMap((waiting, index) => {
      const loaded = loadedById.get(waiting.documentId);
      return loaded?.row.state === 'DRAFT' ? [{ index, company: companies[index] ?? company, loaded }] : [];
    });
    const validated = await validateLoadedDrafts(tx, together);
    const outcomes: Array<AccountingDocument | Refusal | undefined> = batch.map(() => undefined);
    together.forEach(({ index }, position) => {
      outcomes[index] = validated[position];
    });
    return outcomes;
  });
}

async function validateAlone(db: Database, workFolderId: string, waiting: WaitingValidation) {
  try {
    waiting.resolve(
      await inCompany(db, waiting.session, (tx, company) =>
        changeDocumentState(tx, company, waiting.documentId, workFolderId, 'VALIDATED', undefined),
      ),
    );
  } catch (error) {
    waiting.reject(error);
  }
}
