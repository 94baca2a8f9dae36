/** A start-up failure the user can fix: printed as one line with its cause and fix, exit code 1. */
export class StartupError extends Error {
  constructor(
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`${reason} ${fix}`);
    this.name = 'StartupError';
  }
}
