/**
 * The resources of fixtures/db.json built here rather than in generate.ts: a new resource is its
 * builder and its line in `buildMoreResources`, one file. generate.ts spreads them into the database
 * after every other resource is built, so a new builder draws from the seeded random stream last
 * and every record built before it stays as it was. The database's type (mock-api/db-types.ts)
 * requires each resource: a builder left out is a type error in generate.ts.
 */
import type { Db } from '../db-types';
import type { Gen } from './text';

export function buildMoreResources(g: Gen) {
  // `g` is for the builders added here (their records draw from it after everything else).
  void g;
  return {} satisfies Partial<Db>;
}
