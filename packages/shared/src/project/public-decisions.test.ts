import { describe, expect, it } from 'vitest';
import {
  closedProjectMessage,
  isClosedForPayAppDecisions,
  isClosedForPublicDecisions,
} from './public-decisions';

describe('public decisions on closed projects', () => {
  it('closes contracts and alternates with the project; pay apps only when canceled or rejected', () => {
    expect(isClosedForPublicDecisions('Completed')).toBe(true);
    expect(isClosedForPublicDecisions('Canceled')).toBe(true);
    expect(isClosedForPublicDecisions('In Progress')).toBe(false);
    expect(isClosedForPayAppDecisions('Completed')).toBe(false);
    expect(isClosedForPayAppDecisions('Canceled')).toBe(true);
  });

  it('asks the client to call the project manager, by name when there is one', () => {
    expect(closedProjectMessage('Completed', 'Pat Manager')).toBe(
      'This project is completed, so this can no longer be approved online. Please call your project manager, Pat Manager, to discuss it.',
    );
    expect(closedProjectMessage('Canceled', null)).toBe(
      'This project is canceled, so this can no longer be approved online. Please call your project manager to discuss it.',
    );
  });
});
