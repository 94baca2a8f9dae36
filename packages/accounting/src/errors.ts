/**
 * Every rule this package enforces fails with an `AccountingError` whose `code` names the rule, so the API can
 * map it to its closed list of error codes without parsing messages.
 */
export class AccountingError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly details: Readonly<Record<string, string | number>>;

  constructor(code: Code, message: string, details: Readonly<Record<string, string | number>> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}
