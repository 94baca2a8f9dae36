// Bounded waits for the scripts (benches, journeys): each gives up after a limit and says what it
// was waiting for, so a request that never ends stops the script with a reason instead of hanging it.

/** `promise`, or an Error naming `what` once `ms` have passed. */
export function within(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** `fetch` that gives up after `ms` (30 s by default), naming the request. */
export async function fetchWithin(url, init = {}, ms = 30_000) {
  const what = `${init.method ?? 'GET'} ${url}`;
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  } catch (error) {
    if (error?.name === 'TimeoutError') throw new Error(`gave up after ${ms / 1000} s waiting for ${what}`);
    throw error;
  }
}

/** Stops a child process: SIGTERM, then SIGKILL after `ms`; resolves once it has exited. */
export function stopChild(child, what = 'the server', ms = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn(`${what} did not stop within ${ms / 1000} s of SIGTERM: killed`);
      child.kill('SIGKILL');
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
