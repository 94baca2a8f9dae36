import { z } from 'zod';

/**
 * The closed list of error codes the API answers with, each mapped to its HTTP status and to an
 * English and a French message. A code states the rule that was broken.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, en: 'Some fields are invalid.', fr: 'Certains champs sont invalides.' },
  BODY_MUST_BE_JSON: {
    status: 415,
    en: 'The request body must be JSON (Content-Type: application/json).',
    fr: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  },
  BODY_MALFORMED: {
    status: 400,
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  BODY_TOO_LARGE: {
    status: 413,
    en: 'The request body is too large.',
    fr: 'Le corps de la requête est trop volumineux.',
  },
  API_KEY_INVALID: {
    status: 401,
    en: 'The API key is missing or unknown.',
    fr: "La clé d'API est absente ou inconnue.",
  },
  XSRF_TOKEN_INVALID: {
    status: 403,
    en: 'The XSRF token is missing or does not match.',
    fr: 'Le jeton XSRF est absent ou ne correspond pas.',
  },
  AUTHENTICATION_REQUIRED: { status: 401, en: 'You must be logged in.', fr: 'Vous devez être connecté.' },
  TOKEN_INVALID: {
    status: 401,
    en: 'Your session is invalid or has expired.',
    fr: 'Votre session est invalide ou a expiré.',
  },
  BAD_CREDENTIALS: { status: 401, en: 'Email or password incorrect.', fr: 'Email ou mot de passe incorrect.' },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The current password is incorrect.',
    fr: 'Le mot de passe actuel est incorrect.',
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    en: 'Too many failed attempts. Try again later.',
    fr: 'Trop de tentatives échouées. Réessayez plus tard.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Try again later.',
    fr: 'Trop de requêtes. Réessayez plus tard.',
  },
  PERMISSION_DENIED: {
    status: 403,
    en: 'You are not allowed to do this.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
  },
  NOT_FOUND: { status: 404, en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: { status: 404, en: 'This address does not exist.', fr: "Cette adresse n'existe pas." },
  METHOD_NOT_ALLOWED: { status: 405, en: 'Method not allowed.', fr: 'Méthode non autorisée.' },
  OWNER_EMAIL_ALREADY_USED: {
    status: 409,
    en: 'An account already uses this email.',
    fr: 'Un compte utilise déjà cet email.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This idempotency key was used for another request.',
    fr: "Cette clé d'idempotence a été utilisée pour une autre requête.",
  },
  CONFLICT_RETRY: {
    status: 409,
    en: 'The data changed at the same time. Try again.',
    fr: 'Les données ont changé en même temps. Réessayez.',
  },
  INTERNAL_ERROR: {
    status: 500,
    en: 'An unexpected error occurred.',
    fr: "Une erreur inattendue s'est produite.",
  },
} as const satisfies Record<string, { status: number; en: string; fr: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const errorCodeSchema = z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]);

/** A field-level problem: the path of the field and the rule it broke (e.g. OWNER_EMAIL_INVALID). */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  frMessage: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
