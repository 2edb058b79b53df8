import { describe, expect, it } from 'vitest';
import { PAY_APP_STATUSES } from '../billing/constants';
import { payAppNotFoundText, payAppTitle, payAppView } from './texts';
import { isPayAppGuid } from './schemas';

describe('pay app page states (spec 3 §4)', () => {
  it('shows the spec text of every status and offers actions only while pending', () => {
    const views = Object.fromEntries(PAY_APP_STATUSES.map((s) => [s, payAppView(s)]));
    expect(views).toEqual({
      Preparing: {
        message: 'Payment Application is being prepared.',
        approvedNote: null,
        canDecide: false,
      },
      Pending: { message: null, approvedNote: null, canDecide: true },
      Approved: {
        message: 'Thank you!',
        approvedNote: 'Payment Application has been approved',
        canDecide: false,
      },
      Invoiced: { message: 'Thank you!', approvedNote: null, canDecide: false },
      Paid: {
        message: 'Thank you!',
        approvedNote: 'Payment Application has been approved',
        canDecide: false,
      },
    });
  });

  it('titles the page and words the not-found state', () => {
    expect(
      payAppTitle({
        projectName: 'Clinic',
        workLocationName: 'Harbor',
        projectDescription: 'Roof',
      }),
    ).toBe('Payment Application for Clinic — Harbor: Roof');
    expect(payAppNotFoundText('N5')).toBe(
      'That payment application could not be found. Please contact the N5 Project Manager.',
    );
  });

  it('tells a GUID from anything else', () => {
    expect(isPayAppGuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(isPayAppGuid('3f2504e0-4f89-11d3-9a0c-0305e82c330')).toBe(false);
    expect(isPayAppGuid('')).toBe(false);
    expect(isPayAppGuid(null)).toBe(false);
  });
});
