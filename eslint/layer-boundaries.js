import path from 'node:path';

/**
 * Which way imports may go, by folder (bulletproof-react's "unidirectional codebase" zones, and
 * the server's module boundary). Relative imports only: packages are imported by name.
 */

const posix = (file) => file.split(path.sep).join('/');
const resolved = (context, source) => posix(path.resolve(path.dirname(context.filename), source));

const MODULE = /\/apps\/server\/src\/modules\/([^/]+)(?:\/(.*))?$/;

/**
 * Server: a module is reached from outside only through its index.ts (the Fastify plugin and the
 * types it exports). Another module's service, queries, SQL, use cases or helpers are refused,
 * whether the importer is a module or not (app.ts, jobs/).
 */
const moduleIndexOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Reach another server module only through its index.ts.' },
    messages: {
      internal:
        "'{{target}}' is inside module '{{other}}': import what you need from '{{other}}' (its index.ts) instead, or ask its service passed in deps.",
    },
    schema: [],
  },
  create(context) {
    const own = MODULE.exec(posix(context.filename))?.[1];
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = MODULE.exec(resolved(context, source));
      if (!target) return;
      const [, other, rest] = target;
      if (other === own) return;
      if (rest === undefined || rest === '' || rest === 'index' || rest === 'index.ts') return;
      context.report({ node: node.source, messageId: 'internal', data: { target: source, other } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const WEB = /\/apps\/web\/src\/([^/]+)\//;
/** What each web folder may not import: features never import app; shared code neither. */
const WEB_ZONES = {
  features: ['app'],
  components: ['features', 'app'],
  lib: ['features', 'app'],
};

const webDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'app -> features -> components/lib, never back.' },
    messages: {
      backwards:
        "'{{own}}/' must not import from '{{other}}/' ({{target}}): imports go app -> features -> components and lib.",
    },
    schema: [],
  },
  create(context) {
    const own = WEB.exec(posix(context.filename))?.[1];
    const refused = WEB_ZONES[own];
    if (!refused) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = WEB.exec(`${resolved(context, source)}/`)?.[1];
      if (other && refused.includes(other)) {
        context.report({
          node: node.source,
          messageId: 'backwards',
          data: { own, other, target: source },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const layerBoundaries = {
  rules: { 'module-index-only': moduleIndexOnly, 'web-direction': webDirection },
};
