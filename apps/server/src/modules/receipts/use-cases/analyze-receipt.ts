import { isAdmin } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { jpegImagesOfPdf } from '../../../lib/ocr/pdf-images';
import type { TReceiptsDeps } from '../deps';

/**
 * Reads vendor, date and total off an uploaded receipt PDF: its JPEG pages go to the analyzer
 * (OCR in worker threads on this server). The user confirms what comes back.
 */
export async function analyzeReceipt(
  deps: TReceiptsDeps,
  input: { blobName: string },
  user: TUser,
) {
  const file = await deps.files.readFile(input.blobName.toLowerCase());
  if (!file) throw notFound('There is no such uploaded receipt.');
  if (file.uploadedBy !== user.UserID && !isAdmin(user)) {
    throw forbidden('This receipt was uploaded by someone else.');
  }
  if (file.contentType !== 'application/pdf') {
    throw badRequest('Only a receipt PDF can be analysed.');
  }
  let images: Buffer[];
  try {
    images = await jpegImagesOfPdf(file.data);
  } catch {
    throw badRequest('The receipt PDF could not be read.');
  }
  if (images.length === 0) {
    throw badRequest(
      'The receipt PDF holds no JPEG photo to read. Photograph the receipt as a JPEG.',
    );
  }
  const { vendor, transactionDate, total } = await deps.analyzer.analyze(images);
  return { vendor, transactionDate, total };
}
