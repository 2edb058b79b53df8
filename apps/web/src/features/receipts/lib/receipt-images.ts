import { IMAGE_QUALITY, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';

/** A photographed page, compressed: what is shown and what goes into the PDF. */
export interface TReceiptPage {
  jpeg: Blob;
  url: string;
  width: number;
  height: number;
}

/** The longest side kept: a phone photo is 3–12 MP; 2000 px reads as well and uploads fast. */
const MAX_SIDE = 2000;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(RECEIPT_TEXTS.imageFailed));
    };
    image.src = url;
  });
}

/** The photo re-encoded as JPEG at quality 0.6 (spec 3 §9); refuses what is not an image. */
export async function compressPhoto(file: File): Promise<TReceiptPage> {
  const image = await loadImage(file);
  URL.revokeObjectURL(image.src);
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(RECEIPT_TEXTS.imageFailed);
  context.drawImage(image, 0, 0, width, height);
  const jpeg = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', IMAGE_QUALITY),
  );
  if (!jpeg) throw new Error(RECEIPT_TEXTS.imageFailed);
  return { jpeg, url: URL.createObjectURL(jpeg), width, height };
}
