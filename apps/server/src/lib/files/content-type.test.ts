import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, sniffContentType } from './content-type';

describe('sniffContentType', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffContentType(Buffer.from('<html><script>'))).toBeNull();
    expect(sniffContentType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('safeFileName', () => {
  it('drops paths and odd characters', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(safeFileName('C:\\temp\\Bid "final".pdf', 'pdf')).toBe('Bid _final_.pdf');
    expect(safeFileName('', 'jpg')).toBe('file.jpg');
  });
  it('builds a header that cannot break out of its quotes', () => {
    expect(contentDisposition('Bid "x".pdf')).toBe(
      `attachment; filename="Bid x.pdf"; filename*=UTF-8''Bid%20%22x%22.pdf`,
    );
  });
});
