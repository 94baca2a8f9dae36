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
 * After a batch of n, with m more waiting, the next waits up to this long for n + m validations: the
 * batch's callers' next requests are on their way, and the first of them would otherwise start a
 * batch alone, splitting the callers into groups that take turns.
 */
const GATHER_MS = 10;

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

/**
 * Validations of one work folder are posted one transaction after another anyway (its lock keeps
 * numbers gapless and the hash chain linear), so those that arrive while one is being posted wait
 * and are then validated together, in one transaction: one read of their documents, lines and
 * accounts, one update, one append and one commit for all, instead of each of those per draft.
 * Nothing waits when nothing is being posted. Each caller still gets its own answer or refusal:
 * a draft that is not a plain draft (gone, no longer a draft, a credit note applied to an invoice,
 * whose check depends on the others), and every draft of a batch that fails as a whole, is then
 * validated alone, exactly as a single validation is.
 */
export function createValidationQueue(db: Database): ValidationQueue {
  const queues = new Map<string, FolderQueue>();

  async function drain(key: string, workFolderId: string, queue: FolderQueue) {
    for (let callers = 0; ; ) {
      if (callers > 1) await gather(queue, callers);
      if (queue.waiting.length === 0) break;
      const batch = takeBatch(queue.waiting);
      await validateBatch(db, workFolderId, batch);
      callers = batch.length + queue.waiting.length;
    }
    queues.delete(key);
  }

  return {
    validate(session, workFolderId, documentId) {
      return new Promise((resolve, reject) => {
        const key = `${session.companyId}/${workFolderId}`;
        const waiting = { session, documentId, resolve, reject };
        const queue = queues.get(key);
        if (queue) {
          queue.waiting.push(waiting);
          queue.arrived?.();
          return;
        }
        const started: FolderQueue = { waiting: [waiting] };
        queues.set(key, started);
        void drain(key, workFolderId, started);
      });
    },
  };
}

/** The validations of a folder waiting for the batch being posted, if any, to end. */
interface FolderQueue {
  waiting: WaitingValidation[];
  /** Told of each arrival while the queue gathers. */
  arrived?: () => void;
}

/** Resolves once `count` validations wait, or after GATHER_MS. */
function gather(queue: FolderQueue, count: number): Promise<void> {
  const enough = () => queue.waiting.length >= Math.min(count, MAX_BATCH);
  if (enough()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      queue.arrived = undefined;
      resolve();
    };
    const timer = setTimeout(done, GATHER_MS);
    queue.arrived = () => {
      if (enough()) done();
    };
  });
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

/** Settles every validation of the batch; never throws. */
async function validateBatch(db: Database, workFolderId: string, batch: WaitingValidation[]) {
  const outcomes = batch.length > 1 ? await validateTogether(db, workFolderId, batch) : [];
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

/** Each draft's answer or refusal, or undefined for those to validate alone (all of them if the batch failed). */
async function validateTogether(
  db: Database,
  workFolderId: string,
  batch: readonly WaitingValidation[],
): Promise<Array<AccountingDocument | Refusal | undefined>> {
  const [first] = batch;
  if (!first) return [];
  try {
    return await inTenant(db, first.session.companyId, async (tx) => {
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
        const plain = loaded?.row.state === 'DRAFT' && loaded.row.creditedDocumentId === null;
        return plain ? [{ index, company: companies[index] ?? company, loaded }] : [];
      });
      const validated = await validateLoadedDrafts(tx, together);
      const outcomes: Array<AccountingDocument | Refusal | undefined> = batch.map(() => undefined);
      together.forEach(({ index }, position) => {
        outcomes[index] = validated[position];
      });
      return outcomes;
    });
  } catch {
    return batch.map(() => undefined);
  }
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
