import { describe, expect, it } from 'vitest';
import {
  clientContractTooltip,
  inclusionEditorPath,
  parseInclusionStatus,
  stageTableTitle,
  subCategoryEditorPath,
  summaryBlock,
} from './rules';

describe('summaryBlock', () => {
  it('follows the client contract stage, and Potential CO once Base is approved', () => {
    expect(summaryBlock({ contractType: 'Base', stage: 'Approved' }, true)).toBe('Approved');
    expect(summaryBlock({ contractType: 'CO 1', stage: 'Pending' }, true)).toBe('Pending');
    expect(summaryBlock({ contractType: 'CO 2', stage: 'Inactive' }, true)).toBe('Inactive');
    expect(summaryBlock(null, true)).toBe('Potential CO');
    expect(summaryBlock(null, false)).toBe('Pending');
  });
  it('keeps a pending alternate out of the stages; a selected one is approved', () => {
    expect(summaryBlock({ contractType: 'Alt 1', stage: 'Pending' }, false)).toBe('Alternate');
    expect(summaryBlock({ contractType: 'Alt 2', stage: 'Approved' }, true)).toBe('Approved');
    expect(summaryBlock({ contractType: 'Alt 1', stage: 'Inactive' }, true)).toBe('Inactive');
  });
});

describe('texts', () => {
  it('parses a status in any case and refuses others', () => {
    expect(parseInclusionStatus('inactive')).toBe('Inactive');
    expect(parseInclusionStatus('Potential CO')).toBe('Potential CO');
    expect(parseInclusionStatus('potential co')).toBe('Potential CO');
    expect(parseInclusionStatus('Alternate')).toBeNull();
    expect(parseInclusionStatus('')).toBeNull();
  });
  it('titles the tables as the spec writes them', () => {
    expect(stageTableTitle('Approved', false)).toBe('Inclusions - Approved');
    expect(stageTableTitle('Potential CO', true)).toBe('Inclusions - Potential CO (NEW)');
    expect(clientContractTooltip(2)).toBe('Client contract #2');
  });
});

describe('editor paths', () => {
  it('are the spec routes', () => {
    expect(inclusionEditorPath(12)).toBe('/browser/projects/inclusions/12');
    expect(subCategoryEditorPath(12, 9, '09-2900')).toBe(
      '/browser/projects/12/inclusions/9/09-2900',
    );
  });
});
