import { type Database, listenTo } from '../../db/client.ts';
import { findMembershipState } from './users.queries.ts';

export type MembershipState = NonNullable<Awaited<ReturnType<typeof findMembershipState>>>;

/** The membership states every request's session check reads, as this process keeps them. */
export interface MembershipStates {
  /** Resolves once changes are heard, from when states are kept. */
  readonly hearing: Promise<void>;
  read(userId: string, companyId: string): Promise<MembershipState | undefined>;
  /** Drops a user's states, once a change to them has committed (or all of them). */
  forget(userId?: string): void;
  close(): Promise<void>;
}

/** Announced by triggers (migration 0011) with the user's id on every change to what a state holds. */
const CHANGES_CHANNEL = 'bilan_membership';
/** A kept state is read again after this long all the same. */
const MAX_AGE_MS = 60_000;
const MAX_USERS = 10_000;

// Several apps may share one database (tests build a second one): each keeps its own states.
const statesByDatabase = new WeakMap<Database, Set<MembershipStates>>();

/**
 * Keeps the membership states (active, roles, profiles, pending password change) the session check
 * reads on every request, so a request costs no round trip for them, and drops a user's states as
 * soon as the database announces a change to them, whichever process or statement made it. A state
 * read while a change was announced is not kept, and nothing is kept while the announcements cannot
 * be heard (the listening connection is down): every request then reads its state again.
 */
export function createMembershipStates(db: Database): MembershipStates {
  const kept = new Map<string, Map<string, { state: MembershipState; at: number }>>();
  let generation = 0;
  let hearing = false;
  let heard: () => void = () => {};
  const firstHeard = new Promise<void>((resolve) => {
    heard = resolve;
  });

  const forget = (userId?: string) => {
    generation++;
    if (userId === undefined) kept.clear();
    else kept.delete(userId);
  };
  const stopListening = listenTo(db, CHANGES_CHANNEL, {
    message: (userId) => forget(userId),
    listening: () => {
      forget();
      hearing = true;
      heard();
    },
    lost: () => {
      hearing = false;
      forget();
    },
  });

  const states: MembershipStates = {
    hearing: firstHeard,
    async read(userId, companyId) {
      const known = kept.get(userId)?.get(companyId);
      if (hearing && known && Date.now() - known.at < MAX_AGE_MS) return known.state;
      const readFrom = generation;
      const state = await findMembershipState(db, userId, companyId);
      if (state && hearing && generation === readFrom) {
        if (kept.size >= MAX_USERS) kept.clear();
        const ofUser = kept.get(userId) ?? new Map();
        ofUser.set(companyId, { state, at: Date.now() });
        kept.set(userId, ofUser);
      }
      return state;
    },
    forget,
    async close() {
      hearing = false;
      forget();
      statesByDatabase.get(db)?.delete(states);
      await stopListening();
    },
  };
  const ofDatabase = statesByDatabase.get(db) ?? new Set();
  ofDatabase.add(states);
  statesByDatabase.set(db, ofDatabase);
  return states;
}

/**
 * Drops a user's kept states in this process right after its own change to them committed: the
 * database's announcement reaches every process, this one included, but a moment later, and the
 * caller's next request must already see the change.
 */
export function forgetMembershipStates(db: Database, userId: string): void {
  for (const states of statesByDatabase.get(db) ?? []) states.forget(userId);
}
