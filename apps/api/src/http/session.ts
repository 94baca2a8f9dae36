import { type TokenClaims, tokenClaimsSchema } from '@bilan/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error.ts';

export interface TokenSigner {
  sign(claims: Omit<TokenClaims, 'exp'>): Promise<string>;
  verify(token: string): Promise<TokenClaims>;
}

export function createTokenSigner(secret: Uint8Array, ttlSeconds: number): TokenSigner {
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
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return tokenClaimsSchema.parse(payload);
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
