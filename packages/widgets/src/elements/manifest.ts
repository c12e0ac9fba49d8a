// Renders the catalog as a Custom Elements Manifest (custom-elements.json, schema 2.1.0) for editors and docs.
import {
  attributesOf,
  COMMON_EVENTS,
  COMMON_PARTS,
  COMMON_PROPERTIES,
  CSS_PROPERTIES,
  ELEMENTS,
  type ElementDefinition,
} from './catalog';

/** The loader module that defines every element (the package's `unpkg` file). */
export const LOADER_MODULE = 'dist/loader/sakhli.js';

/** `sakhli-guest-booking` → `SakhliGuestBookingElement`. */
export function elementClassName(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Element`;
}

function declaration(element: ElementDefinition) {
  const attributes = attributesOf(element);
  return {
    kind: 'class',
    customElement: true,
    tagName: element.tag,
    name: elementClassName(element.tag),
    description: element.description,
    superclass: { name: 'HTMLElement' },
    attributes: attributes.map((a) => ({
      name: a.name,
      fieldName: a.prop,
      type: { text: a.values ? a.values.map((v) => `'${v}'`).join(' | ') : a.type },
      description: a.description,
    })),
    members: [
      ...attributes.map((a) => ({
        kind: 'field',
        name: a.prop,
        attribute: a.name,
        type: { text: a.values ? a.values.map((v) => `'${v}'`).join(' | ') : a.type },
        description: a.description,
      })),
      ...[...COMMON_PROPERTIES, ...element.properties].map((p) => ({
        kind: 'field',
        name: p.name,
        type: { text: p.type },
        description: p.description,
      })),
    ],
    events: [...element.events, ...COMMON_EVENTS].map((e) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detail}>` },
      description: e.description,
    })),
    cssParts: [...COMMON_PARTS, ...element.parts].map((p) => ({
      name: p.name,
      description: p.description,
    })),
    cssProperties: CSS_PROPERTIES.map((p) => ({
      name: p.name,
      default: p.default,
      description: p.description,
    })),
  };
}

/** The manifest object; `JSON.stringify(renderManifest(), null, 2)` is the committed file. */
export function renderManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    modules: [
      {
        kind: 'javascript-module',
        path: LOADER_MODULE,
        declarations: ELEMENTS.map(declaration),
        exports: ELEMENTS.map((element) => ({
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: elementClassName(element.tag), module: LOADER_MODULE },
        })),
      },
    ],
  };
}
