import { PNG_DATA_URL_PREFIX } from '@n5/shared/mobile/rules';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature sent as a PNG data URL (spec 3 §3 Signature submission), decoded: 'empty'
 * when nothing was drawn (no data), 'invalid' when it is not a PNG, else the bytes.
 */
export function decodePngDataUrl(dataUrl: string): Buffer | 'empty' | 'invalid' {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX) || dataUrl.length === PNG_DATA_URL_PREFIX.length)
    return dataUrl.trim() === '' || dataUrl === PNG_DATA_URL_PREFIX ? 'empty' : 'invalid';
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  const png = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : null;
  if (!png || png.length < 67 || !png.subarray(0, 8).equals(PNG_MAGIC)) return 'invalid';
  return png;
}
