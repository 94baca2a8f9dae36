/**
 * How failed logins slow the next attempt (docs/decisions/0026-login-throttling.md). Failures are
 * counted per email **and** client address, so a stranger's guesses slow the stranger's address
 * only and the owner's right password still works from anywhere else; an address guessing at many
 * emails meets a looser limit over all of them.
 */
export const LOGIN_FAILURES_ALLOWED = 5;
/** The wait after the first failure beyond the allowed ones; it doubles with each further failure. */
export const LOGIN_DELAY_FIRST_MS = 30 * 1000;
export const LOGIN_DELAY_MAX_MS = 60 * 60 * 1000;
/** Failures of an email from an address older than this no longer count (nor are they kept). */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Failed logins one address may make over every email in the window (a guess at many accounts). */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60 * 1000;

/** The wait an email's `failures` from one address impose after the last of them: 0, then 30 s, 1 min, 2 min… 1 h. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FAILURES_ALLOWED) return 0;
  const doublings = Math.min(failures - LOGIN_FAILURES_ALLOWED, 20);
  return Math.min(LOGIN_DELAY_FIRST_MS * 2 ** doublings, LOGIN_DELAY_MAX_MS);
}

/**
 * How long an attempt must wait (0: it may be checked now), from the failures of its email from its
 * address within LOGIN_FAILURE_MEMORY_MS and of every email from its address within
 * LOGIN_ADDRESS_WINDOW_MS, each oldest first.
 */
export function loginWaitMs(ofEmail: readonly Date[], ofAddress: readonly Date[], now: Date): number {
  const last = ofEmail.at(-1);
  const emailWait = last ? last.getTime() + loginDelayMs(ofEmail.length) - now.getTime() : 0;
  const oldestCounted = ofAddress.at(-LOGIN_FAILURES_PER_ADDRESS);
  const addressWait =
    ofAddress.length >= LOGIN_FAILURES_PER_ADDRESS && oldestCounted
      ? oldestCounted.getTime() + LOGIN_ADDRESS_WINDOW_MS - now.getTime()
      : 0;
  return Math.max(0, emailWait, addressWait);
}
