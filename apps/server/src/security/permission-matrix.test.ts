import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TUser } from '@n5/shared/session/schemas';
import { useTestApp } from '../testing/build-test-app';
import { DEMO_USERS } from '../testing/demo-users';
import {
  concretePath,
  matrixMarkdown,
  MATRIX_CALLERS,
  permissionMatrix,
  type TMatrixRow,
} from './permission-matrix';

const { t, userOf, injectAs } = useTestApp();

const SECURITY_DOC = path.resolve(import.meta.dirname, '../../../../docs/security.md');
const BEGIN = '<!-- permission-matrix:begin -->';
const END = '<!-- permission-matrix:end -->';

/** A Markdown table without the padding prettier adds, so only its cells are compared. */
const tableCells = (markdown: string) =>
  markdown
    .trim()
    .replace(/ *\| */g, '|')
    .replace(/-{3,}/g, '---');

async function matrix(): Promise<TMatrixRow[]> {
  const users = Object.fromEntries(
    await Promise.all(
      (Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>).map(
        async (caller) => [caller, await userOf(caller)] as const,
      ),
    ),
  ) as Record<keyof typeof DEMO_USERS, TUser>;
  return permissionMatrix(t.app.routeTable, users);
}

describe('permission matrix', () => {
  it('docs/security.md holds the matrix of every route (npm run security:matrix rewrites it)', async () => {
    const table = matrixMarkdown(await matrix());
    const doc = fs.readFileSync(SECURITY_DOC, 'utf8');
    const begin = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(begin, `${BEGIN} in docs/security.md`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(begin);
    if (process.env.WRITE_PERMISSION_MATRIX) {
      const next = `${doc.slice(0, begin + BEGIN.length)}\n\n${table}\n\n${doc.slice(end)}`;
      fs.writeFileSync(SECURITY_DOC, next);
      return;
    }
    // A new route, or a changed access, must be seen in review: regenerate the document.
    expect(tableCells(doc.slice(begin + BEGIN.length, end))).toBe(tableCells(table));
  });

  it('every route answers every caller as its declared access says', async () => {
    const wrong: string[] = [];
    // Public routes pass the guard by definition and some end the caller's session (logout):
    // their module tests cover them.
    const guarded = (await matrix()).filter((row) => row.access !== 'public');
    for (const row of guarded) {
      for (const caller of MATRIX_CALLERS) {
        const expected = row.outcomes[caller];
        // The guard answers before validation: an empty body is enough to be let through or not.
        const response = await injectAs(caller, {
          method: row.method,
          url: concretePath(row.path),
          ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const ok =
          expected === 'allow'
            ? status !== 401 && status !== 403 && status < 500
            : status === expected;
        if (!ok)
          wrong.push(`${row.method} ${row.path} as ${caller}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000); // About 1,400 calls: 30 s on a quiet machine, more beside other work; a hang still fails.
});
