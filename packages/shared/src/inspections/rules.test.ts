import { describe, expect, it } from 'vitest';
import {
  inspectionScore,
  missingHeader,
  missingHeaderMessage,
  scaleOf,
  starsToValue,
  surveyDateText,
  valueProblem,
  valueToStars,
} from './rules';

describe('inspection rules', () => {
  it('reads the option scales of the spec', () => {
    expect(scaleOf('0,1,2,3,4')).toEqual({ kind: 'stars' });
    expect(scaleOf('No,Yes')).toEqual({ kind: 'choice', options: ['No', 'Yes'] });
    expect(scaleOf('Low,OK')).toEqual({ kind: 'choice', options: ['Low', 'OK'] });
    expect(scaleOf('>300,-300,-200,-100,C').kind).toBe('dropdown');
    expect(scaleOf('Notes')).toEqual({ kind: 'text' });
  });

  it('stores stars as stars − 1 and clears on zero', () => {
    expect(starsToValue(5)).toBe('4');
    expect(starsToValue(1)).toBe('0');
    expect(starsToValue(0)).toBeNull();
    expect(starsToValue(null)).toBeNull();
    expect(valueToStars('4')).toBe(5);
    expect(valueToStars('0')).toBe(1);
    expect(valueToStars(null)).toBeNull();
  });

  it('accepts only the values of the scale', () => {
    expect(valueProblem('0,1,2,3,4', '4')).toBeNull();
    expect(valueProblem('0,1,2,3,4', '5')).toMatch(/one of 0, 1, 2, 3, 4/);
    expect(valueProblem('No,Yes', 'Yes')).toBeNull();
    expect(valueProblem('No,Yes', 'yes')).not.toBeNull();
    expect(valueProblem('Low,OK', 'OK')).toBeNull();
    expect(valueProblem('>300,-300,-200,-100,C', 'C')).toBeNull();
    expect(valueProblem('>300,-300,-200,-100,C', 'Current')).not.toBeNull();
    expect(valueProblem('Free text', 'Tires replaced')).toBeNull();
    expect(valueProblem('Free text', '  ')).not.toBeNull();
    expect(valueProblem('Free text', 'x'.repeat(501))).not.toBeNull();
    expect(valueProblem('No,Yes', null)).toBeNull();
  });

  it('scores the share of the maximum over the answered scored criteria', () => {
    expect(inspectionScore([])).toBeNull();
    expect(inspectionScore([{ options: 'Notes', value: 'ok' }])).toBeNull();
    expect(
      inspectionScore([
        { options: '0,1,2,3,4', value: '4' },
        { options: 'No,Yes', value: 'Yes' },
      ]),
    ).toBe('1.0000');
    // 3 of 4 stars + No (0 of 1) + Current (4 of 4) + unanswered + text = 7 / 9.
    expect(
      inspectionScore([
        { options: '0,1,2,3,4', value: '3' },
        { options: 'No,Yes', value: 'No' },
        { options: '>300,-300,-200,-100,C', value: 'C' },
        { options: 'Low,OK', value: null },
        { options: 'Comments', value: 'fine' },
      ]),
    ).toBe('0.7778');
    expect(inspectionScore([{ options: '0,1,2,3,4', value: '0' }])).toBe('0.0000');
  });

  it('names the missing header fields of each checklist', () => {
    expect(missingHeader('Fleet', { userID: 1, van: null, surveyDate: '' })).toEqual([
      'vehicle',
      'survey date',
    ]);
    expect(missingHeader('Warehouse', { surveyDate: '2026-10-01' })).toEqual([]);
    expect(missingHeaderMessage('Safety', {})).toBe(
      'Fill in the project, survey date before scoring this inspection.',
    );
    expect(
      missingHeader('Uniform', { userID: 3, location: ' ', surveyDate: '2026-01-02' }),
    ).toEqual(['location']);
  });

  it('shows survey dates as MM-DD-YYYY', () => {
    expect(surveyDateText('2026-03-09')).toBe('03-09-2026');
  });
});
