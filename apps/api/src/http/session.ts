import { type TokenClaims, tokenClaimsSchema } from '@bilan/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.ts';

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

const VERIFIED_TOKEN_LIMIT = 10_000;

/**
 * Verifying a token's signature costs more CPU than the rest of a small request's checks, and a
 * client sends the same token on every call: a token once verified is remembered, by its exact
 * text, until it expires (its membership is still checked on every request).
 */
export function createTokenSigner(secret: Uint8Array, ttlSeconds: number): TokenSigner {
  const verified = new Map<string, TokenClaims>();
  return {
    async sign({ sub, ...claims }) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const claims = tokenClaimsSchema.parse(payload);
        if (verified.size >= VERIFIED_TOKEN_LIMIT) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch {
        throw new AppError('TOKEN_INVALID');
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: TokenClaims | null;
  }
}

/** Reads `Authorization: Bearer <JWT>`; routes that need a session call `requireSession`. */
export async function readSession(request: FastifyRequest, signer: TokenSigner): Promise<TokenClaims | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('TOKEN_INVALID');
  return signer.verify(match[1]);
}

export function requireSession(request: FastifyRequest): TokenClaims {
  if (!request.session) throw new AppError('AUTHENTICATION_REQUIRED');
  return request.session;
}
