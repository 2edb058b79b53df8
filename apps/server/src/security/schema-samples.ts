import type { z } from 'zod';
import { add, fromUnits, parseDecimal, sub, toText } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import { numericRangeOf, type TNumericRange } from '@n5/shared/core/strict-inputs';

/**
 * Inputs made from a route's Zod schemas, for the schema fuzz test: one value each schema takes
 * (so a request passes validation and reaches the handler), and values it must refuse or that
 * try to break what comes after it. Read from the schemas, so a route added later is fuzzed too.
 */

/** How a value travels: JSON keeps types; a query string or path holds text only. */
export type TSampleMode = 'json' | 'text';

interface TDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** Values that satisfy most leaf schemas (ids, names, emails, days, months, uuids, fractions). */
const TEXT_CANDIDATES = [
  '1',
  'Fuzz value',
  'fuzz@example.com',
  '2026-01-15',
  'jan',
  '0.25',
  '0',
  '00000000-0000-4000-8000-000000000000',
  'true',
];
const JSON_CANDIDATES: unknown[] = [1, ...TEXT_CANDIDATES, 0, true, false, 0.25, null, [], {}];

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/**
 * Values a field's name suggests, tried first: a form's rules (checked after the schema, in the
 * service) want a phone to look like one, so the valid request gets past them too.
 */
const NAME_HINTS: Array<[RegExp, unknown[]]> = [
  [/email|^(to|cc|bcc)$/i, ['fuzz@example.com']],
  [/^monthStr$/, ['jan']],
  [/percent/i, ['0.0125']],
  // 0 creates a contact or company (a new one cannot be its own referrer).
  [/^(Contact|Company)ID$/, [0]],
  [/phone/i, ['316-555-0100']],
  [/zip/i, ['67202']],
  [/state$/i, ['KS']],
  [/date$/i, ['2026-01-15']],
  [/name$/i, ['Fuzz Name']],
];
const hintsFor = (key: string | undefined) =>
  key ? NAME_HINTS.filter(([pattern]) => pattern.test(key)).flatMap(([, values]) => values) : [];

/** A value the schema takes, or undefined when none of the candidates fit. */
export function validSample(schema: z.ZodType, mode: TSampleMode = 'json', key?: string): unknown {
  const def = defOf(schema);
  const candidates = [...hintsFor(key), ...(mode === 'text' ? TEXT_CANDIDATES : JSON_CANDIDATES)];
  const firstAccepted = (values: unknown[]) => values.find((value) => accepts(schema, value));
  switch (def.type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = validSample(field, mode, key);
        if (value !== undefined) sample[key] = value;
      }
      return sample;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional': {
      const inner = validSample(def.innerType!, mode, key);
      return inner !== undefined && accepts(schema, inner) ? inner : firstAccepted(candidates);
    }
    case 'pipe': {
      const inner = validSample(def.in!, mode, key);
      return inner !== undefined && accepts(schema, inner) ? inner : firstAccepted(candidates);
    }
    case 'union':
      for (const option of def.options ?? []) {
        const value = validSample(option, mode, key);
        if (value !== undefined && accepts(schema, value)) return value;
      }
      return firstAccepted(candidates);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const item = validSample(def.element!, mode);
      return firstAccepted([[item], [item, item], []]);
    }
    case 'tuple':
      return (def.items ?? []).map((item) => validSample(item, mode));
    case 'record':
      return {};
    case 'lazy':
      return validSample(def.getter!(), mode);
    case 'intersection':
      return {
        ...(validSample(def.left!, mode) as object),
        ...(validSample(def.right!, mode) as object),
      };
    default:
      return firstAccepted(candidates);
  }
}

/** The fields of an object schema (looking through optional, pipes and the like), or null. */
export function objectFields(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return objectFields(def.innerType);
  if (def.type === 'pipe') return objectFields(def.in!);
  return null;
}

export const KB100 = 'x'.repeat(100 * 1024);

/** Text that tries to reach past validation: SQL, HTML, paths, odd characters. */
export const HOSTILE_TEXT = [
  "1' OR '1'='1",
  "'; DROP TABLE projects; --",
  '1 UNION SELECT password FROM users',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '\ud800',
  '\u202eevil',
  '${7*7}{{7*7}}',
];

/** Values that are not ids, though a loose parser would take some of them. */
export const NOT_IDS: unknown[] = [
  '0x10',
  ' 1 ',
  '1e3',
  '+1',
  '1.5',
  1.5,
  0,
  -1,
  '-1',
  2 ** 31,
  2 ** 53,
  1e308,
  '99999999999999999999',
  true,
  '',
  [],
];

/** Broken values every JSON field gets: wrong types, nulls, size, NUL. */
const BROKEN_ANY: unknown[] = [null, true, {}, [], [1, 2], { $gt: '' }, 'NaN', KB100, 'a\u0000b'];
/** ...and a field that holds a number or an id: numbers out of range, and not-ids. */
const BROKEN_NUMBER: unknown[] = ['Infinity', -2147483649, -1e308, ...NOT_IDS];
/** ...and a field that holds text: the empty text, and text that tries to reach past it. */
const BROKEN_TEXT: unknown[] = ['', false, 12, ...HOSTILE_TEXT];

/** The broken values of a JSON field, by what its valid value is. */
export function brokenJsonValues(valid: unknown): unknown[] {
  const isNumber = typeof valid === 'number' || (typeof valid === 'string' && /^\d+$/.test(valid));
  const isText = typeof valid === 'string' || valid === undefined;
  return [...BROKEN_ANY, ...(isNumber ? BROKEN_NUMBER : []), ...(isText ? BROKEN_TEXT : [])];
}

/** Every broken value a query or path parameter gets, already percent-encoded where it must be. */
export const BROKEN_TEXT_VALUES: string[] = [
  '',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  'a%00b',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999',
  '2147483648',
  '0x10',
  '%201%20',
  '+1',
  'true',
  'null',
  'undefined',
  '%5B%5D',
  encodeURIComponent(KB100.slice(0, 5000)),
  ...HOSTILE_TEXT.filter((text) => !text.startsWith('\ud800')).map(encodeURIComponent),
  '..%2F..%2F..%2Fetc%2Fpasswd',
];

/** The range and scale a field's schema states (through optional, nullable, default, pipes), if any. */
export function statedRange(schema: z.ZodType): TNumericRange | undefined {
  const stated = numericRangeOf(schema);
  if (stated) return stated;
  const def = defOf(schema);
  if (def.innerType) return statedRange(def.innerType);
  if (def.type === 'pipe') return statedRange(def.in!) ?? statedRange(def.out!);
  if (def.type === 'union') {
    for (const option of def.options ?? []) {
      const range = statedRange(option);
      if (range) return range;
    }
  }
  return undefined;
}

/**
 * The values at and just past a stated range: max, min, one unit of the last place beyond
 * each, and one decimal more than the scale (issue 30 item 1: generated per field, from what
 * its column holds, not from the Zod type alone).
 */
export function rangeBoundaries({ min, max, places }: TNumericRange): unknown[] {
  const ulp = fromUnits(1n, places);
  const high = parseDecimal(max)!;
  const low = parseDecimal(min)!;
  const values: unknown[] = [max, toText(add(high, ulp)), min, toText(sub(low, ulp))];
  // Inside the range, one decimal finer than the column keeps.
  values.push(toText(add(low, fromUnits(1n, places + 1))));
  // Whole numbers also as JSON numbers (a text-only check would miss them).
  if (places === 0) values.push(parseInteger(max)! + 1, parseInteger(min)! - 1);
  return values;
}

/** A column type's largest value and the first value past it: what a column-derived fuzz sends. */
export interface TColumnBound {
  type: string;
  max: string;
  over: string;
}

/**
 * The boundaries of every number column type of the database (numeric(p, s), integer, smallint),
 * read from information_schema by the fuzz test: sent to number fields that state no range, and
 * to the number fields of field/value routes (setcondition's LaborHours, a project's Days).
 */
export function columnBoundaryValues(bounds: TColumnBound[]): string[] {
  return [...new Set(bounds.flatMap((bound) => [bound.max, bound.over]))];
}

/** Numeric text padded with spaces: refused everywhere (docs/rules.md "Numeric text"). */
export const isPaddedNumber = (value: unknown) =>
  typeof value === 'string' && /^\s+-?[\d.]+\s*$|^\s*-?[\d.]+\s+$/.test(value);
