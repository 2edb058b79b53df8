import { describe, expect, it } from 'vitest';
import { createFormControl } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fraction, wholeNumber } from '@n5/shared/core/field-rules';
import { AUTOSAVE_FORM_MODE, AUTOSAVE_RESET_OPTIONS } from './autosave';
import { entrySchema } from './field-entry';

/**
 * The messages of a form that saves each field, driven the way the kit's fields drive it (no
 * DOM): a message appears when the field is left, and goes as soon as the value is valid again.
 */
const schema = z.object({
  Days: entrySchema('integer', wholeNumber({ min: 0, max: 10, nullable: true })('Days')),
  Retention: entrySchema('percent', fraction()('Retention'), 'Enter a number from 0 to 100.'),
});

function daysField() {
  const form = createFormControl<z.input<typeof schema>>({
    ...AUTOSAVE_FORM_MODE,
    resolver: zodResolver(schema),
    defaultValues: { Days: '3', Retention: '0' },
  });
  const field = form.register('Days');
  const type = (value: string) =>
    field.onChange({ target: { name: 'Days', value }, type: 'change' });
  const leave = () =>
    field.onBlur({ target: { name: 'Days', value: form.getValues('Days') }, type: 'blur' });
  const message = () => form.getFieldState('Days').error?.message;
  return { form, type, leave, message };
}

describe('AUTOSAVE_FORM_MODE', () => {
  it('shows nothing while typing until the field is first left', async () => {
    const { type, leave, message } = daysField();
    await type('ten');
    expect(message()).toBeUndefined();
    await leave();
    expect(message()).toBe('Days must be a whole number.');
  });
  it("clears the rule's message as soon as the value is valid again, the saved value too", async () => {
    const { type, leave, message } = daysField();
    await type('ten');
    await leave();
    await type('te');
    expect(message()).toBe('Days must be a whole number.');
    await type('3');
    expect(message()).toBeUndefined();
  });
  it('keeps that rule when the record is re-read after another field was saved', async () => {
    const { form, type, leave, message } = daysField();
    await type('ten');
    await leave();
    form.reset({ Days: '3', Retention: '25' }, AUTOSAVE_RESET_OPTIONS);
    expect(form.getValues('Days')).toBe('ten');
    expect(message()).toBe('Days must be a whole number.');
    await type('3');
    expect(message()).toBeUndefined();
  });
  it("shows the shared rules' own messages, through zodResolver", async () => {
    const { form, type, leave, message } = daysField();
    await type('12');
    await leave();
    expect(message()).toBe('Days must be from 0 to 10.');
    form.register('Retention');
    await form.trigger('Retention');
    expect(form.getFieldState('Retention').error).toBeUndefined();
    form.setValue('Retention', '150');
    await form.trigger('Retention');
    expect(form.getFieldState('Retention').error?.message).toBe('Enter a number from 0 to 100.');
  });
  it("clears the server's refusal once the value is valid again", async () => {
    const { form, type, leave, message } = daysField();
    await type('7');
    await leave();
    form.setError('Days', { type: 'server', message: 'Days are refused.' });
    expect(message()).toBe('Days are refused.');
    await type('3');
    expect(message()).toBeUndefined();
  });
});
