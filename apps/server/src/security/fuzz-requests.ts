import type { z } from 'zod';
import type { TRouteTableEntry } from '../app';
import { MAX_ID } from '@n5/shared/core/ids';
import type { TNumericRange } from '@n5/shared/core/strict-inputs';
import { CONDITION_FIELD_RULES } from '@n5/shared/estimating/fields';
import { TEMPLATE_FIELD_SPECS } from '@n5/shared/condition-templates/rules';
import {
  brokenJsonValues,
  BROKEN_TEXT_VALUES,
  isPaddedNumber,
  KB100,
  objectFields,
  rangeBoundaries,
  statedRange,
  validSample,
} from './schema-samples';

/** One request of the fuzz run: what it breaks, and the raw request. */
export interface TFuzzRequest {
  label: string;
  method: string;
  url: string;
  /** Raw JSON text (sent as application/json), a multipart body, or nothing. */
  payload?: string | Buffer;
  /** When the payload is not JSON. */
  contentType?: string;
  /** A padded number (" 1 "): any answer but a 4xx is a problem (docs/rules.md "Numeric text"). */
  mustRefuse?: boolean;
}

/** What the fuzz run knows of the database: its number columns' boundary values. */
export interface TFuzzContext {
  columnValues: string[];
  /** Fields of a route's valid body taken from the seeded data (a real condition to set). */
  validBodies?: Record<string, Record<string, unknown>>;
}

/**
 * The number fields of the field/value routes (the field's name in `field`, its value in
 * `value`): each gets every column boundary, so setcondition's LaborHours and a project's Days
 * are fuzzed like a field of their own.
 */
const FIELD_VALUE_NUMBERS: Record<string, string[]> = {
  '/api/condition/setcondition': Object.entries(CONDITION_FIELD_RULES)
    .filter(([, rule]) => rule.kind === 'decimal')
    .map(([field]) => field),
  '/api/condition/update-condition-template': Object.entries(TEMPLATE_FIELD_SPECS)
    .filter(([, spec]) => spec.kind === 'decimal')
    .map(([field]) => field),
  '/api/project/setprojectinfo': ['Days', 'Retention', 'Probability'],
};

/** A PNG's signature and header: what the upload's content check looks for. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/** A multipart/form-data body: one file part (when given) and text fields, all raw. */
function multipartBody(
  file: { name: string; field?: string } | null,
  fields: Record<string, string>,
) {
  const boundary = 'n5fuzzboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(parts.join(''), 'utf8');
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
          'utf8',
        ),
        PNG,
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  return {
    payload: Buffer.concat([head, filePart, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A route that takes a body but declares no schema for it reads multipart (the upload): its
 * file name and text fields get the broken values, and the multipart itself is broken.
 */
function multipartRequests(): Array<[string, { payload: Buffer | string; contentType: string }]> {
  const fields = { relatedEntity: 'project', relatedId: '1' };
  const requests: Array<[string, { payload: Buffer | string; contentType: string }]> = [
    ['multipart valid', multipartBody({ name: 'fuzz.png' }, fields)],
    ['multipart without a file', multipartBody(null, fields)],
    ['multipart file in another field', multipartBody({ name: 'a.png', field: 'other' }, fields)],
    ['multipart without boundary', { payload: 'x', contentType: 'multipart/form-data' }],
    [
      'multipart cut short',
      {
        payload: '--n5fuzzboundary\r\nContent-Disp',
        contentType: multipartBody(null, {}).contentType,
      },
    ],
  ];
  const names = [
    'a\u0000b.png',
    `${'x'.repeat(5000)}.png`,
    '../../../etc/passwd.png',
    '<script>.png',
    '%00.png',
    '\ud800.png',
    '',
  ];
  for (const name of names) {
    requests.push([
      `multipart file name ${JSON.stringify(name.slice(0, 30))}`,
      multipartBody({ name }, fields),
    ]);
  }
  for (const field of Object.keys(fields)) {
    for (const broken of [
      '',
      'a\u0000b',
      KB100,
      '0x10',
      ' 1 ',
      '-1',
      '99999999999999999999',
      "1' OR '1'='1",
    ]) {
      requests.push([
        `multipart ${field}=${JSON.stringify(broken.slice(0, 30))}`,
        multipartBody({ name: 'fuzz.png' }, { ...fields, [field]: broken }),
      ]);
    }
  }
  return requests;
}

/** Routes the fuzz run leaves to their own tests: the SPA's fallback answers every other GET. */
const NOT_FUZZED = new Set(['GET /*']);

const RAW = '"__fuzz_raw__"';
/** A body with one field set to JSON text JSON.stringify cannot write (1e999, 20 digits). */
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(RAW, raw);

/** Sets a value at a path of a copy of an object; `undefined` removes the field. */
function setAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = { ...(value as Record<string, unknown>) };
  const [key, ...rest] = path;
  if (rest.length === 0 && next === undefined) delete copy[key!];
  else copy[key!] = setAt(copy[key!], rest, next);
  return copy;
}

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );

/** The schema of the field at a path of an object schema. */
function schemaAt(schema: z.ZodType, path: string[]): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const key of path) at = at ? objectFields(at)?.[key] : undefined;
  return at;
}

/** A number field: its valid value is a number or digits, and it refuses words. */
const isNumberField = (schema: z.ZodType | undefined, valid: unknown) =>
  (typeof valid === 'number' || (typeof valid === 'string' && /^-?\d+(\.\d+)?$/.test(valid))) &&
  !!schema &&
  !schema.safeParse('abc').success;

/** An id's range: its bounds are already among NOT_IDS and the broken text values. */
const isIdRange = (range: TNumericRange) => range.min === '1' && range.max === String(MAX_ID);

/** The paths of an object schema's fields, one level into nested objects (`params.ContactName`). */
function fieldPaths(schema: z.ZodType, depth = 0): string[][] {
  const fields = objectFields(schema);
  if (!fields) return [];
  return Object.entries(fields).flatMap(([key, field]) => {
    const nested = depth < 1 ? fieldPaths(field, depth + 1) : [];
    return [[key], ...nested.map((path) => [key, ...path])];
  });
}

/** The path of a route with its parameters filled in (values already encoded). */
const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '1');

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

const asText = (value: unknown) => encodeURIComponent(String(value));
const textSample = (schema: z.ZodType | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries((schema ? validSample(schema, 'text') : {}) as Record<string, unknown>).map(
      ([key, value]) => [key, asText(value)],
    ),
  );

/** Whole bodies that are not the object a route reads. */
const BROKEN_BODIES: Array<[string, string | undefined]> = [
  ['no body', undefined],
  ['body null', 'null'],
  ['body []', '[]'],
  ['body "text"', '"text"'],
  ['body 1', '1'],
  ['body not JSON', '{"a":'],
  ['body NaN', 'NaN'],
  ['body __proto__', '{"__proto__":{"isAdmin":true}}'],
  ['body constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['body 100 KB string', JSON.stringify(KB100)],
  ['body nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
];

/** Whole query strings: 100 KB, empty keys, brackets, prototype keys. */
const BROKEN_QUERIES: Array<[string, string]> = [
  ['query 100 KB', `pad=${KB100}`],
  ['query of separators', '&&==&='],
  ['query bad encoding', '%=%&%zz=%E0%A4%A'],
  ['query prototype keys', '__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1'],
];

/** Adds one request of a route: what it breaks, and the parts that differ from the valid one. */
type TAdd = (
  label: string,
  parts: {
    params?: Record<string, string>;
    query?: string;
    payload?: string | Buffer | null;
    contentType?: string;
    mustRefuse?: boolean;
  },
) => void;

/** Padded digits (" 1 ") in a number field (its valid value digits): must be refused. */
const paddedText = (schema: z.ZodType | undefined, valid: string | undefined, value: string) =>
  value === '%201%20' && isNumberField(schema, valid);

/** Each query field missing, repeated, as an object, broken, and at its stated range's bounds. */
function queryFieldRequests(
  add: TAdd,
  schema: z.ZodType | undefined,
  query: Record<string, string>,
) {
  for (const [name] of Object.entries(query)) {
    const others = Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));
    add(`query without ${name}`, { query: queryString(others) || '' });
    add(`query ${name} twice`, { query: `${queryString(query)}&${name}=2` });
    add(`query ${name}[a]`, { query: `${queryString(others)}&${name}[a]=1` });
    for (const value of BROKEN_TEXT_VALUES) {
      add(`query ${name}=${value.slice(0, 40)}`, {
        query: queryString({ ...query, [name]: value }),
        mustRefuse: paddedText(schema && schemaAt(schema, [name]), query[name], value),
      });
    }
    const range = schema && statedRange(schemaAt(schema, [name])!);
    for (const value of range && !isIdRange(range) ? rangeBoundaries(range) : []) {
      add(`query ${name}=${String(value)} (its range's bound)`, {
        query: queryString({ ...query, [name]: encodeURIComponent(String(value)) }),
      });
    }
  }
}

/**
 * Each body field (one level into nested objects) missing, broken, at the bounds of its column
 * (its stated range, or every column type's when it states none) and as raw huge JSON numbers.
 */
function bodyFieldRequests(add: TAdd, schema: z.ZodType, body: object, context: TFuzzContext) {
  for (const fieldPath of fieldPaths(schema)) {
    const name = fieldPath.join('.');
    add(`body without ${name}`, { payload: JSON.stringify(setAt(body, fieldPath, undefined)) });
    const valid = valueAt(body, fieldPath);
    const field = schemaAt(schema, fieldPath);
    const numeric = isNumberField(field, valid);
    for (const value of brokenJsonValues(valid)) {
      const shown = JSON.stringify(value)?.slice(0, 40);
      add(`body ${name}=${shown}`, {
        payload: JSON.stringify(setAt(body, fieldPath, value)),
        mustRefuse: numeric && isPaddedNumber(value),
      });
    }
    // Numbers at and past the bounds of the field's column: its stated range, or (a field
    // stating none) every column type's largest value and the first past it.
    const range = field && statedRange(field);
    const bounds = range
      ? isIdRange(range)
        ? []
        : rangeBoundaries(range)
      : numeric
        ? context.columnValues
        : [];
    for (const value of bounds) {
      add(`body ${name}=${JSON.stringify(value)} (a column bound)`, {
        payload: JSON.stringify(setAt(body, fieldPath, value)),
      });
    }
    for (const raw of ['1e999', '-1e999', '99999999999999999999', '1e-400']) {
      add(`body ${name}=${raw}`, {
        payload: withRaw(setAt(body, fieldPath, '__fuzz_raw__'), raw),
      });
    }
  }
}

/**
 * The requests of one route: a valid one, then each part broken as a whole and field by field
 * (missing, wrong type, null, 100 KB, NUL, huge and negative numbers, NaN, not-ids, SQL and
 * HTML, bad percent-encoding, 5,000-character path parameters).
 */
export function fuzzRequests(
  route: TRouteTableEntry,
  context: TFuzzContext = { columnValues: [] },
): TFuzzRequest[] {
  const { method, path } = route;
  const schemas = route.schemas as {
    querystring?: z.ZodType;
    body?: z.ZodType;
    params?: z.ZodType;
  };
  const params = textSample(schemas.params);
  const query = textSample(schemas.querystring);
  const hasBody = method !== 'GET';
  const body = schemas.body
    ? { ...(validSample(schemas.body, 'json') as object), ...context.validBodies?.[path] }
    : {};
  const requests: TFuzzRequest[] = [];
  const add: TAdd = (label, parts) => {
    const search = parts.query ?? queryString(query);
    const payload = parts.payload === null ? undefined : (parts.payload ?? JSON.stringify(body));
    requests.push({
      label,
      method,
      url: `${fillPath(path, parts.params ?? params)}${search ? `?${search}` : ''}`,
      ...(hasBody && payload !== undefined ? { payload } : {}),
      ...(parts.contentType ? { contentType: parts.contentType } : {}),
      ...(parts.mustRefuse ? { mustRefuse: true } : {}),
    });
  };

  add('valid', {});

  for (const [name] of Object.entries(params)) {
    for (const value of BROKEN_TEXT_VALUES) {
      add(`param ${name}=${value.slice(0, 40)}`, {
        params: { ...params, [name]: value },
        mustRefuse: paddedText(
          schemas.params && schemaAt(schemas.params, [name]),
          params[name],
          value,
        ),
      });
    }
  }

  queryFieldRequests(add, schemas.querystring, query);
  for (const [label, search] of BROKEN_QUERIES) {
    add(label, { query: `${queryString(query)}&${search}` });
  }

  if (hasBody) {
    for (const [label, payload] of BROKEN_BODIES) add(label, { payload: payload ?? null });
    if (!schemas.body) {
      for (const [label, multipart] of multipartRequests()) add(label, multipart);
    }
    if (schemas.body) bodyFieldRequests(add, schemas.body, body, context);
  }
  for (const field of FIELD_VALUE_NUMBERS[path] ?? []) {
    for (const value of [...context.columnValues, ' 1 ']) {
      add(`body field=${field} value=${JSON.stringify(value)}`, {
        payload: JSON.stringify({ ...(body as object), field, value }),
        mustRefuse: value === ' 1 ',
      });
    }
  }
  return requests.map((request) => ({ ...request, label: `${method} ${path}: ${request.label}` }));
}

/** Every route of the route table the fuzz run covers. */
export const fuzzedRoutes = (routes: TRouteTableEntry[]) =>
  routes.filter((route) => !NOT_FUZZED.has(`${route.method} ${route.path}`));
