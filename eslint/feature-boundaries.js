import path from 'node:path';

/** The feature a file belongs to (apps/web/src/features/<name>/...), or undefined. */
const featureOf = (file) =>
  /\/apps\/web\/src\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];

/**
 * Features do not import each other (STYLE.md rule 10): a relative import that lands in another
 * feature's folder is refused, whatever its depth. app/ composes features instead.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports from one web feature into another.' },
    messages: {
      crossFeature:
        "Feature '{{own}}' must not import from feature '{{other}}'; compose them in app/.",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const other = featureOf(`${path.resolve(path.dirname(context.filename), source)}/`);
      if (other && other !== own) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { own, other } });
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

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
