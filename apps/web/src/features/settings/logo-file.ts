/**
 * The API keeps a logo of at most 200,000 characters as a data URL: base64 makes a file a third
 * larger, so 140 KB of PNG or JPEG is the most that fits, with room for the "data:" header.
 */
export const LOGO_MAX_BYTES = 140 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export type LogoReading = { ok: true; dataUrl: string } | { ok: false; code: 'LOGO_INVALID' | 'LOGO_TOO_LARGE' };

/** Reads a chosen image as the data URL the settings carry, refusing other types and larger files first. */
export async function readLogoFile(file: File): Promise<LogoReading> {
  if (!LOGO_TYPES.some((type) => type === file.type)) return { ok: false, code: 'LOGO_INVALID' };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, code: 'LOGO_TOO_LARGE' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { ok: true, dataUrl };
}
