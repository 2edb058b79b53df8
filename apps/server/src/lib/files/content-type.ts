/** The upload types we accept, recognised by their first bytes, never by name or header. */
export const ACCEPTED_TYPES = {
  'application/pdf': { extension: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  'image/jpeg': { extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  'image/png': { extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;
export type TAcceptedType = keyof typeof ACCEPTED_TYPES;

export function sniffContentType(data: Buffer): TAcceptedType | null {
  for (const [type, { magic }] of Object.entries(ACCEPTED_TYPES)) {
    if (data.length >= magic.length && magic.every((byte, i) => data[i] === byte))
      return type as TAcceptedType;
  }
  return null;
}

/** A file name safe for Content-Disposition: no paths, quotes or control characters. */
export function safeFileName(name: string | undefined, fallbackExtension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\w .()-]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || `file.${fallbackExtension}`;
}

export function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'attachment',
) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
