import { describe, expect, it } from 'vitest';
import { payAppAttachmentName, payAppEmailText } from './send-email';

describe("the client's pay app email (issue 31 item 7)", () => {
  const link = 'https://n5.example/payapp?i=abc';
  it('carries the message, line 8 as the PDF prints it, the attachment and the link', () => {
    expect(
      payAppEmailText({ message: ' Please review. ', number: 2, amountDue: '22500.00', link }),
    ).toBe(
      [
        'Please review.',
        '',
        'Payment application 2 is attached as a PDF (G702 and G703). Current payment due (G702 line 8): $22,500.00.',
        '',
        `Review and approve payment application 2: ${link}`,
        '',
      ].join('\n'),
    );
  });
  it('without a message starts with the amount; a credit says so', () => {
    const text = payAppEmailText({ message: '', number: 4, amountDue: '-1250.50', link });
    expect(text.startsWith('Payment application 4 is attached')).toBe(true);
    expect(text).toContain(
      'This application credits $1,250.50 (current payment due, G702 line 8: -$1,250.50).',
    );
  });
  it('names the attachment after the number and the project, without path characters', () => {
    expect(payAppAttachmentName(3, 'Smith Clinic / Phase 2')).toBe(
      'Payment Application 3 - Smith Clinic Phase 2.pdf',
    );
  });
});
