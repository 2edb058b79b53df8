import type { TRouteContract } from '@n5/shared/core/contract';
import type { TCallInput, TReplyOf } from '@n5/shared/core/contract-call';

/**
 * One successful call of a contract, as some signed-in user: the API tests make it with
 * inject() (callAs), the end-to-end tests with Playwright's request context. The factories need
 * nothing else, so both build their data the same way, through the API.
 */
export type TApiCall = <C extends TRouteContract>(
  contract: C,
  input: TCallInput<C>,
) => Promise<TReplyOf<C>>;

let sequence = 0;

/**
 * A name no other test run has used: end-to-end specs share one database and run side by side,
 * so a counter alone would collide across workers.
 */
export function uniqueName(prefix: string): string {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return `${prefix} ${stamp}${sequence}`;
}

/** A file for a multipart upload. */
export interface TUploadFile {
  name: string;
  data: Buffer;
  type: string;
}

/**
 * One successful multipart upload to a contract's path (the file under "file", the fields
 * beside it), as the same signed-in user as TApiCall: inject() in the API tests, Playwright's
 * request context end to end.
 */
export type TApiUpload = (
  contract: TRouteContract,
  fields: Record<string, string>,
  file: TUploadFile,
) => Promise<void>;
