import metadata from './endpoint-metadata.json';

/**
 * What each Default endpoint version holds of the entities we use (endpoint-metadata.json): the
 * client checks its configured version against it at construction, and the fake Acumatica refuses
 * anything the file does not list, so a field we start sending has to be added here first.
 */

export interface TEntityMetadata {
  fields: string[];
  /** Detail lists and linked objects, each with the fields we use on its lines. */
  details: Record<string, string[]>;
  /** Which of `details` are lists of lines (the others are one linked object). */
  lists: string[];
  actions: string[];
}

export type TEndpointMetadata = Record<string, TEntityMetadata>;

const ENDPOINTS = metadata.endpoints as Record<string, TEndpointMetadata>;

/** Fields every record has besides its contract fields. */
export const SYSTEM_FIELDS = ['id', 'rowNumber', 'note', 'delete', 'custom', 'files', '_links'];

export const knownEndpoints = (): string[] => Object.keys(ENDPOINTS);

export function endpointMetadata(endpoint: string): TEndpointMetadata | undefined {
  return ENDPOINTS[endpoint];
}

/**
 * Throws, naming what is missing, unless `endpoint` is listed and holds every entity in `needed`.
 */
export function checkEndpoint(endpoint: string, needed: readonly string[]): void {
  const entities = ENDPOINTS[endpoint];
  if (!entities) {
    throw new Error(
      `ACUMATICA_ENDPOINT "${endpoint}" is not a known endpoint version (known: ` +
        `${knownEndpoints().join(', ')}); add its entities to acumatica/endpoint-metadata.json ` +
        'after checking them against the instance.',
    );
  }
  const missing = needed.filter((entity) => !entities[entity]);
  if (missing.length > 0) {
    const having = knownEndpoints().filter((name) => needed.every((e) => ENDPOINTS[name]?.[e]));
    throw new Error(
      `ACUMATICA_ENDPOINT "${endpoint}" lacks the ${missing.join(', ')} ` +
        `entit${missing.length === 1 ? 'y' : 'ies'} N5 uses; use ${having.join(' or ')}.`,
    );
  }
}
