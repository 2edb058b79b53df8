import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  canonicalJson,
  layoutOf,
  parseContractLink,
  parseGuid,
  phoneText,
  titleOf,
} from './rules';

const GUID = '2227e701-53c5-4174-8e22-6a3a00c2e087';

describe('contract links', () => {
  it('accepts r c or s, a GUID with or without braces (any case) and a numeric c', () => {
    expect(parseContractLink({ r: 'c', id: GUID, c: '16' })).toEqual({
      recipient: 'c',
      guid: GUID,
      companyId: 16,
    });
    expect(parseContractLink({ r: 's', id: `{${GUID.toUpperCase()}}`, c: '7' })?.guid).toBe(GUID);
  });

  it.each([
    { r: 'x', id: GUID, c: '1' },
    { r: null, id: GUID, c: '1' },
    { r: 'c', id: 'abc', c: '1' },
    { r: 'c', id: `{${GUID}`, c: '1' },
    { r: 'c', id: GUID, c: '' },
    { r: 'c', id: GUID, c: '1.5' },
    { r: 'c', id: GUID, c: '-1' },
  ])('refuses %o', (params) => expect(parseContractLink(params)).toBeNull());

  it('reads a bare GUID', () => {
    expect(parseGuid(GUID.toUpperCase())).toBe(GUID);
    expect(parseGuid(undefined)).toBeNull();
  });
});

describe('layouts and titles', () => {
  it('chooses the four layouts; subs are always Detail', () => {
    expect(layoutOf('c', 'Base', 'Summary')).toBe('baseSummary');
    expect(layoutOf('c', 'CO 2', 'Summary')).toBe('summary');
    expect(layoutOf('c', 'Base', 'Detail')).toBe('baseDetail');
    expect(layoutOf('c', 'CO 2', 'Detail')).toBe('detail');
    expect(layoutOf('s', 'Base', 'Summary')).toBe('baseDetail');
  });

  it("titles a non-Base detail 'Change Order #' and its number", () => {
    expect(titleOf('c', 'CO 12', 'detail')).toBe('Change Order #12');
    expect(titleOf('c', 'Alt 1', 'detail')).toBe('Alternate #1');
    expect(titleOf('c', 'CO 1', 'summary')).toBe('Project Proposal');
    expect(titleOf('s', 'Base', 'baseDetail')).toBe('Subcontract');
  });
});

describe('the canonical JSON of a document', () => {
  it('is the same text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x'], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, 'x'] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});

describe('amounts in words', () => {
  it.each([
    ['0.00', 'Zero and 00/100 Dollars'],
    ['1560.50', 'One Thousand Five Hundred Sixty and 50/100 Dollars'],
    ['165808.54', 'One Hundred Sixty-Five Thousand Eight Hundred Eight and 54/100 Dollars'],
    ['2000000.01', 'Two Million and 01/100 Dollars'],
    ['19.99', 'Nineteen and 99/100 Dollars'],
  ])('%s', (value, words) => expect(amountInWords(value)).toBe(words));
});

it('shows ten-digit phones as ddd-ddd-dddd, else nothing', () => {
  expect(phoneText('(316) 555-0142')).toBe('316-555-0142');
  expect(phoneText('+1 316 555 0142')).toBe('316-555-0142');
  expect(phoneText('555-0142')).toBe('');
});
