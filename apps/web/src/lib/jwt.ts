/** Reads a JWT's payload without checking its signature: the API checks it, the browser only needs exp. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A token is usable while its exp claim (seconds since the epoch) lies in the future. */
export function isTokenUnexpired(token: string | null, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}
