import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quoteInput } from '@n5/shared/core/errors';
import { badRequest } from '../lib/errors';

/** Deeper than this, a JSON value is refused: no form or client sends more than a few levels. */
export const MAX_NESTING = 32;

type TFound = { kind: 'nul' | 'deep'; path: string } | null;

/**
 * The first NUL character anywhere in a parsed value (strings, arrays, objects), or a value
 * nested deeper than MAX_NESTING. A walk with its own stack: a body of 5,000 nested arrays
 * overflowed the recursive one (a 500).
 */
function firstRefusal(root: unknown): TFound {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_NESTING) return { kind: 'deep', path };
    const entries = Array.isArray(value)
      ? value.map((item, i) => [`${path}[${i}]`, item] as const)
      : Object.entries(value).map(([key, item]) => [path ? `${path}.${key}` : key, item] as const);
    for (const [itemPath, item] of entries.reverse()) {
      stack.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character; without this a pasted `\u0000` reached the
 * database and came back as a 500. Every route refuses it with a 400 before its own validation.
 */
export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const found = firstRefusal(value);
      if (found?.kind === 'deep') {
        throw badRequest(`The ${part} is nested more than ${MAX_NESTING} levels deep.`);
      }
      if (found) {
        const where = found.path ? ` field "${quoteInput(found.path)}"` : '';
        throw badRequest(
          `The ${part}${where} contains a NUL character (\\u0000), which text may not hold.`,
        );
      }
    }
  });
});
