import { describe, expect, it } from 'vitest';
import {
  DO_NOT_SEND_REASONS,
  doNotSendReason,
  netPromoterScore,
  npsClass,
  overallScore,
} from './rules';

describe('NPS', () => {
  it('is % promoters (9-10) minus % detractors (0-6)', () => {
    // 10, 9 promoters; 8 passive; 6 detractor → 50% − 25% = 25.
    expect(netPromoterScore([10, 9, 8, 6])).toBe('25.0');
    expect(netPromoterScore([0, 3])).toBe('-100.0');
    expect(netPromoterScore([7, 8])).toBe('0.0');
    expect(netPromoterScore([10, 10, 5])).toBe('33.3');
    expect(netPromoterScore([])).toBeNull();
  });
  it('classes each answer', () => {
    expect([npsClass(9), npsClass(8), npsClass(6), npsClass(null)]).toEqual([
      'Promoter',
      'Passive',
      'Detractor',
      null,
    ]);
  });
});

describe('overall score', () => {
  it('is the points earned over the points possible of the answered questions', () => {
    expect(
      overallScore([
        { questionId: 1, value: 4 },
        { questionId: 2, value: 3 },
        { questionId: 6, value: 9 },
      ]),
    ).toBe('0.8889');
    expect(overallScore([])).toBeNull();
  });
});

describe('invitation rules', () => {
  it('skips no email, unsubscribed and recently surveyed clients, with the reason', () => {
    const base = { email: 'a@b.com', unsubscribed: false, daysSinceLastInvite: null };
    expect(doNotSendReason(base, 90)).toBeNull();
    expect(doNotSendReason({ ...base, email: null }, 90)).toBe(DO_NOT_SEND_REASONS.noEmail);
    expect(doNotSendReason({ ...base, unsubscribed: true }, 90)).toBe(
      DO_NOT_SEND_REASONS.unsubscribed,
    );
    expect(doNotSendReason({ ...base, daysSinceLastInvite: 30 }, 90)).toBe(
      DO_NOT_SEND_REASONS.recentlySurveyed(90),
    );
    expect(doNotSendReason({ ...base, daysSinceLastInvite: 90 }, 90)).toBeNull();
  });
});
