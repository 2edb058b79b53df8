import { formatMoney } from '../core/money';

/** Money as the email prints it: "$1,234.56", "-$5.00" (empty text reads $0.00). */
const usdText = (amount: string) => formatMoney(amount) || formatMoney('0');

/** The PDF attached to the client's email: 'Payment Application 3 - Smith Clinic.pdf'. */
export function payAppAttachmentName(number: number, projectName: string) {
  const safe =
    projectName
      .replace(/[^\w .,&()-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'project';
  return `Payment Application ${number} - ${safe}.pdf`;
}

/**
 * The client's email text (issue 31 item 7): the user's message, the amount due (G702 line 8)
 * as the PDF prints it, the attached PDF and the link to approve. A credit (line 8 below zero)
 * says so instead of asking for a negative payment.
 */
export function payAppEmailText(p: {
  message: string;
  number: number;
  amountDue: string;
  link: string;
}) {
  const due = usdText(p.amountDue);
  const amount = p.amountDue.trim().startsWith('-')
    ? `This application credits ${usdText(p.amountDue.trim().slice(1))} (current payment due, G702 line 8: ${due}).`
    : `Current payment due (G702 line 8): ${due}.`;
  const message = p.message.trim();
  return [
    ...(message ? [message, ''] : []),
    `Payment application ${p.number} is attached as a PDF (G702 and G703). ${amount}`,
    '',
    `Review and approve payment application ${p.number}: ${p.link}`,
    '',
  ].join('\n');
}
