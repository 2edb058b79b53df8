/**
 * "No Number() on money" (issue 10, docs/decisions.md "No floats for decimals"): money,
 * quantities and percents are exact decimals (packages/shared/src/core/decimal.ts), whole numbers
 * go through parseInteger (core/integer.ts). This rule refuses every other way JavaScript turns
 * text into a float, so a new one fails `npm run lint` where it is written.
 */
const MESSAGE =
  'Text to float loses cents. Decimals (money, quantities, percents): parseDecimal / fromNumeric ' +
  'from @n5/shared/core/decimal. Whole numbers (ids, counts, ports): parseInteger from ' +
  '@n5/shared/core/integer.';

const FLOAT_PARSERS = '/^(Number|parseFloat|parseInt)$/';
const COERCE_NUMBER = `CallExpression[callee.property.name='number'][callee.object.property.name='coerce']`;
const ZOD_MESSAGE =
  'z.coerce.number() reads text as a float. Whole numbers: z.coerce.number().int(). Decimals: ' +
  'take the text and parse it with @n5/shared/core/decimal.';

export const noFloatDecimals = [
  'error',
  {
    selector: `CallExpression[callee.type='Identifier'][callee.name=${FLOAT_PARSERS}]`,
    message: MESSAGE,
  },
  { selector: `NewExpression[callee.name='Number']`, message: MESSAGE },
  {
    selector: `MemberExpression[object.name='Number'][property.name=/^(parseFloat|parseInt)$/]`,
    message: MESSAGE,
  },
  // values.map(Number) and the like; expect.any(Number) only names the type.
  {
    selector: `CallExpression:not([callee.property.name='any']) > Identifier.arguments[name=${FLOAT_PARSERS}]`,
    message: MESSAGE,
  },
  {
    selector: `UnaryExpression[operator='+'][argument.type!='Literal']`,
    message: `Unary + is Number(). ${MESSAGE}`,
  },
  // Zod's coerce.number() is Number(text): allowed only as a whole number, .int() right after it.
  {
    selector: `MemberExpression[property.name!='int'] > ${COERCE_NUMBER}.object`,
    message: ZOD_MESSAGE,
  },
  { selector: `:not(MemberExpression) > ${COERCE_NUMBER}`, message: ZOD_MESSAGE },
];

/**
 * The only files that may convert, each for a reason. Keep it short: a file here may hold no
 * money arithmetic.
 */
export const floatDecimalAllowlist = [
  // The integer parser itself: digits only, checked to be exact.
  'packages/shared/src/core/integer.ts',
  // toJsonNumber: the one decimal-to-float step, for APIs that want JSON numbers, checked to read back exactly.
  'packages/shared/src/core/decimal.ts',
  // Settings in hours and megabytes (SESSION_TTL_HOURS, FILE_MAX_MB) may be fractional; no money.
  'apps/server/src/config/env.ts',
];
