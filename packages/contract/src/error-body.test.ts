import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body.ts';
import { errorBodySchema } from './errors.ts';

const receivedErrorBodySchema = errorBodySchema.partial({ message: true, frMessage: true });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const candidate = fc.oneof(
  fc.anything(),
  fc.record(
    {
      code: fc.oneof(fc.string(), fc.integer()),
      message: maybe(fc.oneof(fc.string(), fc.constant(null))),
      frMessage: maybe(fc.string()),
      fields: maybe(fc.oneof(fc.array(fc.record({ path: fc.string(), code: fc.string() })), fc.array(fc.anything()))),
      retryAfterSeconds: maybe(fc.oneof(fc.integer(), fc.double())),
    },
    { requiredKeys: [] },
  ),
);

describe('readErrorBody', () => {
  it('accepts exactly what the contract schema accepts, with absent messages as empty text', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const parsed = receivedErrorBodySchema.safeParse(value);
        const read = readErrorBody(value);
        if (!parsed.success) expect(read).toBeNull();
        else
          expect(read).toEqual({
            ...parsed.data,
            message: parsed.data.message ?? '',
            frMessage: parsed.data.frMessage ?? '',
          });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a body with only the French message', () => {
    expect(readErrorBody({ code: 'NOT_FOUND', frMessage: 'Introuvable.' })).toEqual({
      code: 'NOT_FOUND',
      message: '',
      frMessage: 'Introuvable.',
    });
  });
});
