/**
 * One schema per entity (src/api/schemas.ts, decision 0190), and a forgotten step fails here: every
 * resource the mock serves is made of a named entity schema, that entity is a component of the
 * published document, it has a unit-test factory whose object fits both the schema and the
 * document, and the generated fixtures fit it too.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { dbResources } from '../../mock-api/db-types';
import { generateDb } from '../../mock-api/generate/generate';
import { createContractAjv, recordProblem } from '../../mock-api/openapi/contract';
import { schemas } from '../../mock-api/openapi/schemas';
import * as S from '../../src/api/schemas';
import { LANGS, type LangText } from '../../src/api/types';
import { factories } from '../support/unit/factories';

type EntityName = keyof typeof factories;

type Resource = keyof typeof dbResources.shape;

/**
 * Resources whose record is not itself a named schema: pages found by slug extend their entity with
 * `id` and `slug` (db-types.ts), and one resource is a plain value. Every other resource's entity is
 * read from the schemas' registry, so a new resource needs no entry here.
 */
const NOT_NAMED: Partial<Record<Resource, EntityName | null>> = {
  about_pages: 'AboutPage',
  pages: 'Page',
  main_post_slug: null,
};

/** The schema of one record: a list's item, or the resource itself. */
function recordSchema(resource: Resource): z.ZodType {
  const schema = dbResources.shape[resource];
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema;
}

const entityOf = (resource: Resource): EntityName | null | undefined =>
  resource in NOT_NAMED
    ? NOT_NAMED[resource]
    : (S.entities.get(recordSchema(resource))?.id as EntityName | undefined);

const ajv = createContractAjv();
const resources = (Object.keys(dbResources.shape) as Resource[]).map((r) => [r, entityOf(r)] as const);

describe('one schema per entity', () => {
  it.each(resources.filter(([, entity]) => entity !== null))('%s holds the entity %s', (resource, entity) => {
    expect(
      entity,
      `${resource} (mock-api/db-types.ts) is made of a schema registered with entity(…) in src/api/schemas.ts`,
    ).toBeDefined();
    const name = entity!;
    const record = recordSchema(resource);
    // The resource's record is the named schema, or (pages found by slug) an extension of it.
    if (S.entities.get(record)) expect(S.entities.get(record)?.id).toBe(name);
    else
      expect(Object.keys((record as z.ZodObject).shape)).toEqual(
        expect.arrayContaining(Object.keys((S[name] as z.ZodObject).shape)),
      );
    expect(S.entities.get(S[name])?.id).toBe(name);
    expect(schemas[name], `${name} is a component of the published document`).toBeDefined();
  });

  it.each(Object.entries(factories))(
    'the factory of %s makes an object its schema and the document accept',
    (name, make) => {
      const made: unknown = make();
      expect(S[name as EntityName].safeParse(made).error).toBeUndefined();
      const validate = ajv.getSchema(`urn:mock:contract#/$defs/${name}`);
      expect(validate, `${name} in the compiled contract`).toBeDefined();
      expect(validate?.(made), JSON.stringify(validate?.errors)).toBe(true);
    },
  );

  it('every named entity but the envelopes (texts, errors, pages of lists) has a factory', () => {
    const envelopes = ['LangText', 'ErrorDetail', 'InvalidPage', 'MessageBody'];
    // A page of a list (`pagedOf(item)`) is an envelope too, told by its shape.
    const paged = (name: string) => 'results' in ((S[name as keyof typeof S] as z.ZodObject).shape ?? {});
    const named = Object.keys(schemas).filter((name) => !envelopes.includes(name) && !paged(name));
    expect(
      Object.keys(factories).sort(),
      'each entity has a factory in tests/support/unit/factories.ts (and its entry in `factories`)',
    ).toEqual(named.sort());
  });

  it("the schemas' languages are the site's", () => {
    expect(Object.keys(S.LangText.shape)).toEqual([...LANGS]);
    expectTypeOf<z.infer<typeof S.LangText>>().toEqualTypeOf<LangText>();
  });

  it('the generated fixtures fit the database schema record by record', () => {
    const db = generateDb({ scale: 0.1 });
    for (const [resource] of resources) {
      const value = db[resource];
      for (const record of Array.isArray(value) ? value : [value]) {
        expect(recordSchema(resource).safeParse(record).error).toBeUndefined();
        expect(recordProblem(resource, record)).toBeNull();
      }
    }
  });
});
