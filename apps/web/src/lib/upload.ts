import type { TRouteContract } from '@n5/shared/core/contract';
import { ApiError } from './api-client';

/** A multipart upload (file + fields) to an upload route (a contract's signed PDF, a paper lien waiver). */
export async function uploadTo(
  contract: TRouteContract,
  file: File,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(contract.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  const json = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      json?.error?.code ?? 'HTTP_ERROR',
      json?.error?.message ?? `The upload failed (${response.status}).`,
    );
  }
  return json;
}
