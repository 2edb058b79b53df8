import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TJsonSchema = Record<string, unknown>;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keys that only restrict a scalar's value: a serializer needs its type alone. */
const VALUE_KEYS = new Set(['type', 'const', 'enum', 'minimum', 'maximum', 'format', 'pattern']);

/** The scalar type a schema allows, when that is all it says; else null. */
function scalarType(schema: TJsonSchema): string | null {
  const { type } = schema;
  if (typeof type !== 'string' || !SCALARS.has(type)) return null;
  return Object.keys(schema).every((key) => VALUE_KEYS.has(key)) ? type : null;
}

/**
 * An `anyOf` of scalars (how Zod writes `.nullable()` and a union of literals, such as 0 | 1) as
 * one list of types: fast-json-stringify checks every anyOf branch against the value at run
 * time, a list of types not. Serializing needs the type only; the values are the schema's to
 * check where data comes in.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const out: TJsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplified(value)]),
  );
  const branches = out.anyOf as TJsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const types = branches.map(scalarType);
    if (types.every((type) => type !== null)) {
      const { anyOf: _anyOf, ...rest } = out;
      const unique = [...new Set(types)];
      return { ...rest, type: unique.length === 1 ? unique[0] : unique };
    }
  }
  return out;
}

/**
 * Reply serialization compiled from the contract's reply schema (fast-json-stringify): only the
 * declared fields are written, so nothing the schema does not name can leak, without a Zod pass
 * over every reply (a list of thousands of rows cost more in Zod than in SQL). A schema JSON
 * Schema cannot hold (a transform, a codec) keeps the Zod serializer. The shape itself is
 * checked where it can drift: the API tests parse every reply with the contract's schema.
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema } = routeSchema;
  if (schema instanceof z.core.$ZodType) {
    try {
      const json = z.toJSONSchema(schema, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'throw',
      });
      return fastJson(simplified(json) as Parameters<typeof fastJson>[0]);
    } catch {
      // Not representable as JSON Schema: the Zod serializer below.
    }
  }
  return zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
};
