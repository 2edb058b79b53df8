import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOTES_GREEN_DAYS, NOTES_YELLOW_DAYS, notesColor } from '@n5/shared/browser/flags';
import { STAGE_TYPES } from '@n5/shared/project/constants';
import { rowsOf, type TDatabase } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { notesColorSql } from './flags-sql';

/**
 * The browser computes the notes colour in SQL for every row at once (flags-sql.ts); the rule is
 * notesColor (packages/shared/src/browser/flags.ts). This property test runs the SQL over
 * generated stages and note ages, the cut-offs and their neighbours included, not only the seed.
 */
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400;
/** Note ages in seconds: anything up to 90 days, and the seconds around each cut-off. */
const age = fc.oneof(
  fc.integer({ min: 0, max: 90 * DAY }),
  fc
    .constantFrom(NOTES_GREEN_DAYS, NOTES_YELLOW_DAYS)
    .chain((days) => fc.integer({ min: days * DAY - 2, max: days * DAY + 2 })),
);
const sample = fc.record({
  stage: fc.constantFrom(...STAGE_TYPES),
  ageSeconds: fc.option(age, { nil: null }),
});

/** The SQL's colour of each sample, and the statement's now(). */
async function colorsInSql(samples: { stage: string; ageSeconds: number | null }[]) {
  const values = sql.join(
    samples.map((s, i) => sql`(${i}::int, ${s.stage}::text, ${s.ageSeconds}::int)`),
    sql`, `,
  );
  const result = await database.db.execute(sql`
    select p.i, ${notesColorSql} as color,
           to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now
      from (values ${values}) as p(i, stage_type, age_seconds),
           lateral (select now() - make_interval(secs => p.age_seconds) as last_note) n
     order by p.i`);
  return rowsOf<{ i: number; color: string; now: string }>(result);
}

describe('the notes colour in SQL is notesColor', () => {
  it('agrees on generated stages and note ages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sample, { minLength: 1, maxLength: 40 }), async (samples) => {
        const rows = await colorsInSql(samples);
        for (const row of rows) {
          const s = samples[row.i]!;
          const now = new Date(row.now);
          const lastNote =
            s.ageSeconds === null ? null : new Date(now.getTime() - s.ageSeconds * 1000);
          const stage = s.stage as (typeof STAGE_TYPES)[number];
          expect(row.color, JSON.stringify(s)).toBe(notesColor(stage, lastNote, now));
        }
      }),
      { numRuns: 40 },
    );
  });
});
