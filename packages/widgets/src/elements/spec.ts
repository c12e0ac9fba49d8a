// The runtime shape of an element (no descriptions), derived from the catalog at build time.
import type { AttributeType, ElementDefinition } from './catalog';

/**
 * What the runtime needs of a catalog entry (no descriptions: they stay out of the bundle). The
 * widget chunk inlines it with `elementSpec(definition)`.
 */
export interface ElementSpec {
  tag: string;
  attributes: readonly { prop: string; type: AttributeType }[];
  properties: readonly string[];
  events: readonly { name: string; prop: string }[];
  /** See ElementDefinition: with `from-url`, the address's `lang` is the element's language. */
  languageFromAddress?: true;
}

/** Inputs of every element; catalog.ts documents them (a test keeps the two in step). */
export const COMMON_INPUTS = {
  attributes: [
    { prop: 'apiBase', type: 'string' },
    { prop: 'lang', type: 'string' },
    { prop: 'theme', type: 'string' },
  ],
  /** Secrets: JavaScript properties only, never reflected to attributes. */
  properties: ['session', 'client'],
} as const satisfies { attributes: ElementSpec['attributes']; properties: readonly string[] };

/** The runtime part of a catalog entry. */
export function elementSpec(definition: ElementDefinition): ElementSpec {
  return {
    tag: definition.tag,
    attributes: definition.attributes.map(({ prop, type }) => ({ prop, type })),
    properties: definition.properties.map(({ name }) => name),
    events: definition.events.map(({ name, prop }) => ({ name, prop })),
    ...(definition.languageFromAddress ? { languageFromAddress: true } : {}),
  };
}
