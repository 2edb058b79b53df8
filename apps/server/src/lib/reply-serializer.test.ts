import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer';

const compile = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('reply serializer', () => {
  it('writes only the declared fields: nothing else on the objects leaks', () => {
    const serialize = compile(
      z.object({ user: z.object({ UserID: z.number().int(), Name: z.string() }) }),
    );
    const json = serialize({ user: { UserID: 7, Name: 'Ann', secret: 'hash' }, extra: 1 });
    expect(JSON.parse(json)).toEqual({ user: { UserID: 7, Name: 'Ann' } });
  });

  it('writes what the Zod serializer writes: nullable, optional, arrays, records, nested', () => {
    const schema = z.object({
      rows: z.array(
        z.object({
          id: z.number().int(),
          name: z.string().nullable(),
          amount: z.string(),
          flag: z.boolean(),
          note: z.string().optional(),
          kind: z.enum(['a', 'b']),
          cells: z.record(z.string(), z.string()),
          tags: z.array(z.string()),
          parent: z.object({ id: z.number() }).nullable(),
          ownerId: z.number().int().nullable(),
          vendorInd: z.union([z.literal(0), z.literal(1)]),
        }),
      ),
    });
    const data = {
      rows: [
        {
          id: 1,
          name: null,
          amount: '12.50',
          flag: true,
          kind: 'a',
          cells: { m1: '0.5000' },
          tags: ['x', 'quote " and \\ and \u2028'],
          parent: null,
          ownerId: null,
          vendorInd: 0,
        },
        {
          id: 2,
          name: 'Bob',
          amount: '0',
          flag: false,
          note: 'n',
          kind: 'b',
          cells: {},
          tags: [],
          parent: { id: 1 },
          ownerId: 12,
          vendorInd: 1,
        },
      ],
    };
    expect(JSON.parse(compile(schema)(data))).toEqual(data);
    expect(JSON.parse(compile(schema)(data))).toEqual(schema.parse(data));
  });

  it('keeps the Zod serializer for what JSON Schema cannot hold (a transform)', () => {
    // Zod's serializer is the one that refuses a one-way transform on the way out.
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(() => compile(schema)({ n: 'abc' })).toThrow(/transform/);
    expect(compile(z.object({ n: z.number() }))({ n: 5 })).toBe('{"n":5}');
  });
});
