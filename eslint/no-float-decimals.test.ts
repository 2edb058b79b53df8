import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The rule as the repository's own config applies it, so a later config block that sets
 * no-restricted-syntax for some files (and so drops this rule there) fails here.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function offences(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

const SOURCES = [
  'apps/server/src/modules/example/service.ts',
  'apps/server/src/modules/example/routes.test.ts',
  'apps/web/src/features/example/components/example-cell.tsx',
  'apps/web/src/lib/example.ts',
  'packages/shared/src/example/rules.ts',
];

// The first lint loads the whole config and its plugins: seconds on a busy CI machine.
describe('no floats for decimals (eslint/no-float-decimals.js)', { timeout: 60_000 }, () => {
  it.each(SOURCES)('refuses every text-to-float conversion in %s', async (file) => {
    const code = [
      'export const a = Number(amount);',
      'export const b = parseFloat(amount);',
      'export const c = parseInt(amount, 10);',
      'export const d = Number.parseFloat(amount);',
      'export const e = +amount;',
      "export const f = ['1.50'].map(Number);",
      'export const g = new Number(amount);',
      'export const h = z.coerce.number().min(0);',
      'export const i = z.coerce.number();',
      'declare const amount: string;',
      'declare const z: typeof import("zod").z;',
    ].join('\n');
    expect(await offences(code, file)).toBe(9);
  });

  it('leaves what is not a conversion alone', async () => {
    const code = [
      'export const a = Number.isInteger(1) && Number.isFinite(2);',
      'export const b = Number.MAX_SAFE_INTEGER + 1;',
      'export const c = -amount + +1;',
      'export const d = z.coerce.number().int().positive();',
      'declare const amount: number;',
      'declare const z: typeof import("zod").z;',
    ].join('\n');
    expect(await offences(code, SOURCES[0]!)).toBe(0);
  });

  it('lets the allowlisted integer parser convert', async () => {
    const code = "export const a = Number('42');";
    expect(await offences(code, 'packages/shared/src/core/integer.ts')).toBe(0);
  });
});
