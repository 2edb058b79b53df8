import type { FileStore } from './file-store';

export type TCopyReport = {
  copied: number;
  skipped: number;
  failed: Array<{ key: string; error: string }>;
};

/**
 * Copies every object of one store into another, streaming each (never a whole file in memory).
 * Idempotent and resumable: keys the target already holds are skipped, and each object appears
 * in the target whole or not at all, so a copy cut short is finished by running it again.
 */
export async function copyStore(
  source: FileStore,
  target: FileStore,
  options: { concurrency?: number; onCopied?: (key: string) => void } = {},
): Promise<TCopyReport> {
  const present = new Set<string>();
  for await (const key of target.keys()) present.add(key);
  const report: TCopyReport = { copied: 0, skipped: 0, failed: [] };
  const pending = new Set<Promise<void>>();
  const copyOne = async (key: string) => {
    try {
      await target.put(key, await source.get(key), { contentType: contentTypeOf(key) });
      report.copied += 1;
      options.onCopied?.(key);
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  };
  for await (const key of source.keys()) {
    if (present.has(key)) {
      report.skipped += 1;
      continue;
    }
    const running: Promise<void> = copyOne(key).finally(() => pending.delete(running));
    pending.add(running);
    if (pending.size >= (options.concurrency ?? 4)) await Promise.race(pending);
  }
  await Promise.all(pending);
  return report;
}

/** Our keys end in the extension of the type checked at upload. */
function contentTypeOf(key: string) {
  if (key.endsWith('.pdf')) return 'application/pdf';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.jpg')) return 'image/jpeg';
  return 'application/octet-stream';
}
