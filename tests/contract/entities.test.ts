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

/**
 * The entity each resource of fixtures/db.json holds (null: a plain value). Typed by the database's
 * schema: a new resource does not compile until it is named here, with a factory.
 */
const RESOURCE_ENTITY = {
  content: 'ContentDictionary',
  header_menu: 'HeaderMenu',
  banners: 'Banner',
  footer_images: 'FooterImage',
  services: 'Service',
  departments: 'Department',
  weblinks: 'WebLink',
  notices: 'Notice',
  main_about: 'MainAbout',
  about_pages: 'AboutPage',
  categories: 'Category',
  posts: 'Post',
  main_post_slug: null,
  pages: 'Page',
  message_subjects: 'MessageSubject',
  banner_sections: 'BannerSection',
  welcome_sections: 'WelcomeSection',
  images: 'GalleryImage',
  videos: 'Video',
} as const satisfies Record<keyof typeof dbResources.shape, EntityName | null>;

const ajv = createContractAjv();
const resources = Object.entries(RESOURCE_ENTITY) as [keyof typeof RESOURCE_ENTITY, EntityName | null][];

/** The schema of one record: a list's item, or the resource itself. */
function recordSchema(resource: keyof typeof RESOURCE_ENTITY): z.ZodType {
  const schema = dbResources.shape[resource];
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema;
}

describe('one schema per entity', () => {
  it.each(resources.filter(([, entity]) => entity))('%s holds the entity %s', (resource, entity) => {
    const name = entity as EntityName;
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
    const envelopes = ['LangText', 'ErrorDetail', 'InvalidPage', 'MessageBody', 'PagedPosts', 'PagedNotices'];
    const named = Object.keys(schemas).filter((name) => !envelopes.includes(name));
    expect(Object.keys(factories).sort()).toEqual(named.sort());
  });

  it("the schemas' languages are the site's", () => {
    expect(S.SCHEMA_LANGS).toEqual(LANGS);
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
