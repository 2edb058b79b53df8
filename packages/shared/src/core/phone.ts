/**
 * A US phone as ddd-ddd-dddd from any punctuation ("(316) 555-0142", "+1 316.555.0142"), or null
 * when it does not hold ten digits (after a leading country code 1).
 */
export function tenDigitPhone(value: string | null | undefined): string | null {
  let digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
