/**
 * The entity schemas of the published contract, made from the site's one schema per entity
 * (src/api/schemas.ts) with Zod's JSON Schema output (2020-12, the dialect of OpenAPI 3.1). The
 * same schemas check fixtures/db.json when the mock loads or reloads it (contract.ts).
 */
import { z } from 'zod';
import * as entitySchemas from '../../src/api/schemas';
import { commonTexts } from '../../src/i18n/texts';

type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** The order of the keys in the document: the type and its words first, then the rest as Zod wrote it. */
const KEY_ORDER = ['$ref', 'type', 'description', 'required', 'properties', 'items'];

/**
 * Zod's output made plain for the document and for Prism, without changing what it accepts:
 * no per-schema `$schema`/`$id` (the document's `jsonSchemaDialect` says the dialect), refs as
 * `#/components/schemas/X`, a nullable scalar as `type: [X, 'null']` rather than `anyOf`, and none
 * of the bounds that say nothing (JavaScript's safe integers, any string as a key, the date-time
 * pattern `format` already names).
 */
export function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (!node || typeof node !== 'object') return node;
  const source = { ...(node as Schema) };
  delete source.$schema;
  delete source.$id;
  delete source.$defs;
  if (typeof source.$ref === 'string') {
    source.$ref = source.$ref.replace(/^#\/\$defs\//, '#/components/schemas/');
  }
  if (source.minimum === Number.MIN_SAFE_INTEGER) delete source.minimum;
  if (source.maximum === Number.MAX_SAFE_INTEGER) delete source.maximum;
  if (source.format === 'date-time') delete source.pattern;
  const names = source.propertyNames as Schema | undefined;
  if (names && Object.keys(names).length === 1 && names.type === 'string') delete source.propertyNames;
  const anyOf = source.anyOf as Schema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && typeof anyOf[0]?.type === 'string') {
    const { type, ...rest } = anyOf[0];
    delete source.anyOf;
    Object.assign(source, { type: [type, 'null'], ...rest });
  }
  const ordered: Schema = {};
  for (const key of [...KEY_ORDER, ...Object.keys(source)]) {
    if (!(key in source) || key in ordered) continue;
    // `properties` maps names to schemas: its own keys (a field called `type`, say) stay in order.
    ordered[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(source[key] as Schema).map(([name, value]) => [name, tidy(value)]),
          )
        : tidy(source[key]);
  }
  return ordered;
}

/** Every schema of src/api/schemas.ts as plain JSON Schema (io `input`: extra fields allowed). */
function toJsonSchema(schema: z.ZodType, metadata?: typeof entitySchemas.entities): Schema {
  return tidy(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', ...(metadata ? { metadata } : {}) }),
  ) as Schema;
}

const generated = z.toJSONSchema(entitySchemas.entities, {
  target: 'draft-2020-12',
  io: 'input',
  uri: (id) => `#/components/schemas/${id}`,
}).schemas;

export const schemas: Record<string, Schema> = Object.fromEntries(
  Object.entries(generated).map(([name, schema]) => [name, tidy(schema) as Schema]),
);
// An example the document shows testers; the site's own words for a missing news item.
schemas.ErrorDetail = { ...schemas.ErrorDetail, examples: [{ detail: commonTexts.newsNotFound }] };

/**
 * A schema that is not a named component (a resource of the mock database, say) as JSON Schema,
 * its named parts as refs to the components.
 */
export function jsonSchemaOf(schema: z.ZodType): Schema {
  return toJsonSchema(schema, entitySchemas.entities);
}
