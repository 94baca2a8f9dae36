import type { FieldError } from '@bilan/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { AppError } from './app-error.ts';

const NUL = '\u0000';

/**
 * Every route's zod schema, preceded by one check shared by all of them: no text of the request
 * (value or key, at any depth) holds a NUL character, which PostgreSQL cannot store in text.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const prefix = route.httpPart && route.httpPart !== 'body' ? `${route.httpPart}.` : '';
  return (data) => {
    const fields = nulCharacterFields(data, prefix);
    if (fields.length > 0) return { error: new AppError('VALIDATION_FAILED', { fields }) };
    return validate(data);
  };
};

/** The paths of the texts holding a NUL character, as `lines.0.label`. */
export function nulCharacterFields(data: unknown, prefix = ''): FieldError[] {
  const fields: FieldError[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      if (value.includes(NUL)) fields.push({ path: prefix + path.join('.'), code: 'TEXT_NUL_CHARACTER' });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, String(index)]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const keyPath = [...path, key.replaceAll(NUL, '\\0')];
        if (key.includes(NUL)) fields.push({ path: prefix + keyPath.join('.'), code: 'TEXT_NUL_CHARACTER' });
        else visit(item, keyPath);
      }
    }
  };
  visit(data, []);
  return fields;
}
