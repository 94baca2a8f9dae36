import type { AttachmentMediaType } from '@bilan/contract';

/**
 * The kind of a file told by its first bytes (its "magic number"), never by its name or the type a
 * browser claims: a script renamed invoice.pdf is refused. Signatures: PDF 32000-1 §7.5.2 (%PDF-),
 * PNG (RFC 2083 §3.1), JPEG (SOI + marker), WebP (RIFF....WEBP), GIF (GIF87a / GIF89a).
 */
export function mediaTypeOf(bytes: Uint8Array): AttachmentMediaType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) return 'image/gif';
  return null;
}
