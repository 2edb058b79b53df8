import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from './client';
import { jsonArraySql, jsonObjectSql, type TJsonField } from './sql-json';

let database: TDatabase;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

const textOf = async (query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(sql`select ${query} as "json"`)) as unknown as {
    rows: Array<{ json: string }>;
  };
  return result.rows[0]!.json;
};

describe('jsonObjectSql', () => {
  it('writes each kind as JSON, nulls as null, and escapes free text', async () => {
    const fields: TJsonField[] = [
      ['Id', 'bare', sql`42`],
      ['Flag', 'bare', sql`true`],
      ['Amount', 'token', sql`1234.50::numeric(9, 2)`],
      ['Name', 'text', sql`${'Say "hi"\\ \n\ttab'}::text`],
      ['Missing', 'text', sql`null::text`],
      ['MissingId', 'bare', sql`null::int`],
    ];
    const text = await textOf(jsonObjectSql(fields, sql`'"jan1":"0.2500"'`));
    expect(JSON.parse(text)).toEqual({
      Id: 42,
      Flag: true,
      Amount: '1234.50',
      Name: 'Say "hi"\\ \n\ttab',
      Missing: null,
      MissingId: null,
      jan1: '0.2500',
    });
  });

  it('nests concat() past PostgreSQL’s 100 arguments', async () => {
    const fields: TJsonField[] = Array.from({ length: 80 }, (_, i) => [
      `f${i}`,
      'bare',
      sql`${i}::int`,
    ]);
    const parsed = JSON.parse(await textOf(jsonObjectSql(fields))) as Record<string, number>;
    expect(Object.keys(parsed)).toHaveLength(80);
    expect(parsed.f79).toBe(79);
  });

  it('refuses a member name that is not a plain word', () => {
    expect(() => jsonObjectSql([['a"b', 'bare', sql`1`]])).toThrow(/plain word/);
  });
});

describe('jsonArraySql', () => {
  it('aggregates rows in order and gives [] for none', async () => {
    const row = jsonObjectSql([['n', 'bare', sql`g`]]);
    const many = (await database.db.execute(
      sql`select ${jsonArraySql(row, sql`g desc`)} as "json" from generate_series(1, 3) g`,
    )) as unknown as { rows: Array<{ json: string }> };
    expect(JSON.parse(many.rows[0]!.json)).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
    const none = (await database.db.execute(
      sql`select ${jsonArraySql(row, sql`g`)} as "json" from generate_series(1, 0) g`,
    )) as unknown as { rows: Array<{ json: string }> };
    expect(none.rows[0]!.json).toBe('[]');
  });
});
