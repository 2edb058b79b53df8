import type { TFilesDeps } from '../deps';
import { streamFile } from './stream-file';

/**
 * The bytes and record of a stored file, for a service that already decided who may see it and
 * needs the bytes themselves (a signature drawn into a PDF, a receipt read by OCR, a pay app
 * PDF attached to an email); null when missing.
 */
export async function readFile(deps: TFilesDeps, input: { fileKey: string }) {
  const file = await streamFile(deps, input);
  if (!file) return null;
  const { stream, ...row } = file;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { ...row, data: Buffer.concat(chunks) };
}
