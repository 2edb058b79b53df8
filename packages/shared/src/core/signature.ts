import { z } from 'zod';

/**
 * A drawn signature, stated once for every route that takes one (a contract's, a client
 * contract's, a job start-up's): a PNG data URL of at most SIGNATURE_MAX_BYTES. A drawn signature
 * is a small PNG (tens of KB); anything this big is not one.
 */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** The data URL of the largest image: the prefix and the base64 of SIGNATURE_MAX_BYTES. */
export const SIGNATURE_MAX_CHARS =
  PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;
export const SIGNATURE_TOO_LARGE = `The signature image is too large: at most ${SIGNATURE_MAX_BYTES / 1024} KB.`;

/**
 * The body limit of a route that takes a signature (bytes): well above the largest signature,
 * so an image too large is answered by the schema with SIGNATURE_TOO_LARGE (400), not by the
 * server's 1 MiB default with a bare 413 (issue 30 item 10). Beyond it, 413.
 */
export const SIGNATURE_BODY_LIMIT = 4 * 1024 * 1024;

/** The signature field of a body. */
export const ZSignatureImage = z.string().max(SIGNATURE_MAX_CHARS, SIGNATURE_TOO_LARGE);
