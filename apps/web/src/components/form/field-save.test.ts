import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fraction } from '@n5/shared/core/field-rules';
import { entrySchema } from './field-entry';
import { decideSave, formSaveReducer, IDLE, saveStatusReducer } from './field-save';

const percent = entrySchema('percent', fraction()('Retention'), 'Enter a number from 0 to 100.');
const days = z.union([z.literal(''), z.string().regex(/^\d+$/, 'Days must be a whole number.')]);

describe('decideSave: what leaving a field does', () => {
  it('does nothing while the field holds the saved value, however it is typed', () => {
    expect(decideSave(percent, '62.5', '62.5')).toEqual({ action: 'none' });
    expect(decideSave(percent, '62.50', '62.5')).toEqual({ action: 'none' });
    expect(decideSave(percent, ' 62.5 %', '62.5')).toEqual({ action: 'none' });
  });
  it("refuses a value the rule refuses, with the rule's (or the screen's) message", () => {
    expect(decideSave(percent, '150', '62.5')).toEqual({
      action: 'invalid',
      message: 'Enter a number from 0 to 100.',
    });
    expect(decideSave(days, 'ten', '3')).toEqual({
      action: 'invalid',
      message: 'Days must be a whole number.',
    });
  });
  it('saves the parsed value of a changed field', () => {
    expect(decideSave(percent, '12.5', '62.5')).toEqual({ action: 'save', value: '0.1250' });
    expect(decideSave(percent, '', '62.5')).toEqual({ action: 'save', value: '0.0000' });
    expect(decideSave(days, '', '3')).toEqual({ action: 'save', value: '' });
  });
  it('saves a valid value even when the saved one breaks today’s rule', () => {
    expect(decideSave(days, '4', 'legacy')).toEqual({ action: 'save', value: '4' });
  });
});

describe('saveStatusReducer: saving, saved, refused', () => {
  it('goes saving → saved, or saving → refused with the message', () => {
    const saving = saveStatusReducer(IDLE, { type: 'saving', attempt: 1 });
    expect(saving).toEqual({ state: 'saving', attempt: 1 });
    expect(saveStatusReducer(saving, { type: 'saved', attempt: 1 })).toEqual({ state: 'saved' });
    expect(saveStatusReducer(saving, { type: 'refused', attempt: 1, message: 'No.' })).toEqual({
      state: 'refused',
      message: 'No.',
    });
  });
  it('ignores the answer to an older attempt', () => {
    const second = saveStatusReducer(saveStatusReducer(IDLE, { type: 'saving', attempt: 1 }), {
      type: 'saving',
      attempt: 2,
    });
    expect(saveStatusReducer(second, { type: 'saved', attempt: 1 })).toBe(second);
    expect(saveStatusReducer(second, { type: 'refused', attempt: 1, message: 'x' })).toBe(second);
    expect(saveStatusReducer(IDLE, { type: 'saved', attempt: 1 })).toBe(IDLE);
  });
  it('drops the saved mark or the refusal once the value is edited, not a save under way', () => {
    expect(saveStatusReducer({ state: 'saved' }, { type: 'edited' })).toEqual(IDLE);
    expect(saveStatusReducer({ state: 'refused', message: 'No.' }, { type: 'edited' })).toEqual(
      IDLE,
    );
    const saving = { state: 'saving', attempt: 3 } as const;
    expect(saveStatusReducer(saving, { type: 'edited' })).toBe(saving);
  });
  it('keeps one state per field and the same object when nothing changes', () => {
    const statuses = formSaveReducer({}, { field: 'Days', type: 'saving', attempt: 1 });
    expect(statuses).toEqual({ Days: { state: 'saving', attempt: 1 } });
    expect(formSaveReducer(statuses, { field: 'Retention', type: 'edited' })).toBe(statuses);
  });
});
