import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type TDatabase } from './client';
import { jsonArraySql, jsonObjectSql, type TJsonField } from './sql-json';

let database: TDatabase;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

const textOf = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ json: string }>(await database.db.execute(sql`select ${query} as "json"`))[0]!.json;

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
    const arrayOf = async (series: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) =>
      rowsOf<{ json: string }>(
        await database.db.execute(
          sql`select ${jsonArraySql(row, orderBy)} as "json" from ${series} g`,
        ),
      )[0]!.json;
    const many = await arrayOf(sql`generate_series(1, 3)`, sql`g desc`);
    expect(JSON.parse(many)).toEqual([{ n: 3 }, { n: 2 }, { n: 1 }]);
    expect(await arrayOf(sql`generate_series(1, 0)`, sql`g`)).toBe('[]');
  });
});
