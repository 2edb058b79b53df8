import { describe, expect, it } from 'vitest';
import {
  A4_POINTS,
  canSubmitReceipt,
  chicagoDay,
  fitOnPage,
  formatUsd,
  isJpegFileName,
  isPoNumberFor,
  nonProjectReceiptNumber,
  parsePoTail,
  parseReceiptTotal,
  poNumber,
  projectIdOfOptionText,
  randomReceiptTail,
} from './rules';

describe('receipt rules', () => {
  it('accepts .jpg and .jpeg only', () => {
    expect(isJpegFileName('IMG_001.JPG')).toBe(true);
    expect(isJpegFileName('a.jpeg')).toBe(true);
    expect(isJpegFileName('a.png')).toBe(false);
    expect(isJpegFileName('a.pdf')).toBe(false);
  });

  it('fits an image on A4, centred, keeping its shape', () => {
    const tall = fitOnPage({ width: 1000, height: 2000 });
    expect(tall.height).toBeCloseTo(A4_POINTS.height - 36);
    expect(tall.x * 2 + tall.width).toBeCloseTo(A4_POINTS.width);
    expect(tall.width / tall.height).toBeCloseTo(0.5);
    const wide = fitOnPage({ width: 4000, height: 1000 });
    expect(wide.width).toBeCloseTo(A4_POINTS.width - 36);
    expect(wide.y * 2 + wide.height).toBeCloseTo(A4_POINTS.height);
  });

  it('builds PO numbers userID-conditionID-number and checks their owner', () => {
    expect(poNumber(12, 345, 6789)).toBe('12-345-6789');
    expect(isPoNumberFor('12-345-6789', 12, 345)).toBe(true);
    expect(isPoNumberFor('12-345-6789', 13, 345)).toBe(false);
    expect(isPoNumberFor('12-345-0', 12, 345)).toBe(false);
    expect(isPoNumberFor('12-345-10001', 12, 345)).toBe(false);
    expect(parsePoTail('10000')).toBe(10000);
    expect(parsePoTail('x1')).toBeNull();
  });

  it('draws tails from 1 to 10000', () => {
    expect(randomReceiptTail(() => 0)).toBe(1);
    expect(randomReceiptTail(() => 0.99999999)).toBe(10000);
  });

  it('numbers a personal receipt NP + Chicago date + user + tail', () => {
    // 03:00 UTC on 25 Nov is still 24 Nov in Chicago.
    const late = new Date('2026-11-25T03:00:00Z');
    expect(chicagoDay(late)).toBe('20261124');
    expect(nonProjectReceiptNumber(late, 7, 42)).toBe('NP20261124742');
  });

  it('reads the project id from the first 5 characters of the option text', () => {
    expect(projectIdOfOptionText('10234 - Lawrence Clinic')).toBe(10234);
    expect(projectIdOfOptionText('abc')).toBeNull();
  });

  it('parses a total as typed and formats it as USD', () => {
    expect(parseReceiptTotal('$1,234.5')).toBe('1234.50');
    expect(parseReceiptTotal('0')).toBeNull();
    expect(parseReceiptTotal('12.345')).toBeNull();
    expect(parseReceiptTotal('1000000000000')).toBeNull();
    expect(formatUsd('1234567.5')).toBe('$1,234,567.50');
  });

  it('shows submit once date, total and the card answer exist', () => {
    const ok = { transactionDate: '2026-11-24', total: '12.00', purchasedWithCard: false };
    expect(canSubmitReceipt(ok)).toBe(true);
    expect(canSubmitReceipt({ ...ok, purchasedWithCard: null })).toBe(false);
    expect(canSubmitReceipt({ ...ok, total: '' })).toBe(false);
    expect(canSubmitReceipt({ ...ok, transactionDate: '' })).toBe(false);
  });
});
