import type { TReceiptReading } from '@n5/shared/receipts/parse-receipt';

/**
 * Reads a receipt: the images of a receipt (JPEG or PNG bytes, one per page) to the vendor, date
 * and total the user then confirms. The tesseract implementation runs on this server; tests of
 * other parts inject a fixed one where the OCR itself is not under test.
 */
export interface ReceiptAnalyzer {
  analyze(images: readonly Buffer[]): Promise<TReceiptReading & { text: string }>;
  /** Gets ready to read (workers started, language data loaded); resolves when it is. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** An analyzer that answers the same reading for every receipt (tests of the flow around it). */
export function createFixedAnalyzer(reading: TReceiptReading): ReceiptAnalyzer {
  return {
    analyze: async () => ({ ...reading, text: '' }),
    warmUp: async () => {},
    close: async () => {},
  };
}
