/**
 * The contract's schemas compiled once with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1):
 * the mock checks fixtures/db.json (at start and on every reload) and every write through
 * /__mock/db with them, and the contract tests check every answer with them.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { dbResources } from '../db-types';
import { jsonSchemaOf, schemas } from './schemas';

const CONTRACT = 'urn:mock:contract';
type Schema = Record<string, unknown>;

/** `#/components/schemas/X` (as written in the document) → the compiled contract's `$defs/X`. */
export function inContract(schema: unknown): Schema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${CONTRACT}#/$defs/`),
  ) as Schema;
}

export function createContractAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: false, strict: true });
  addFormats(ajv);
  ajv.addSchema(inContract({ $id: CONTRACT, $defs: schemas }));
  return ajv;
}

const ajv = createContractAjv();

/** Messages and subscriptions are the mock's own records, not part of the published API. */
const stored: Schema = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };

/** The schema of each resource of fixtures/db.json (what /__mock/db serves), from db-types.ts. */
export const RESOURCE_SCHEMAS: Record<string, Schema> = {
  meta: { type: 'object' },
  ...(inContract(jsonSchemaOf(dbResources).properties) as Record<string, Schema>),
  messages: { type: 'array', items: stored },
  subscriptions: { type: 'array', items: stored },
};

const validateDbShape = ajv.compile({
  type: 'object',
  required: Object.keys(RESOURCE_SCHEMAS),
  properties: RESOURCE_SCHEMAS,
});

const recordValidators = new Map<string, ValidateFunction>();
/** The schema one record of a resource must fit (an item of a list, or the whole object). */
function recordValidator(resource: string): ValidateFunction | null {
  const schema = RESOURCE_SCHEMAS[resource];
  if (!schema) return null;
  let validate = recordValidators.get(resource);
  if (!validate) {
    const items = (schema as { items?: Schema }).items;
    validate = ajv.compile(schema.type === 'array' && items ? items : schema);
    recordValidators.set(resource, validate);
  }
  return validate;
}

function describe(validate: ValidateFunction, where: string): string {
  const error = validate.errors?.[0];
  if (!error) return `${where} does not fit the contract`;
  return `${where}${error.instancePath || ''} ${error.message ?? 'does not fit the contract'}`;
}

/** null when the database fits the contract, else one readable sentence naming the first problem. */
export function dbProblem(db: unknown): string | null {
  if (validateDbShape(db)) return null;
  const error = validateDbShape.errors?.[0];
  const path = error?.instancePath ? error.instancePath.slice(1).replaceAll('/', '.') : '(root)';
  return `${path}: ${error?.message ?? 'does not fit the contract'}`;
}

/** null when `record` fits the schema of one record of `resource` (or the resource is not checked). */
export function recordProblem(resource: string, record: unknown): string | null {
  const validate = recordValidator(resource);
  if (!validate || validate(record)) return null;
  return describe(validate, resource);
}
