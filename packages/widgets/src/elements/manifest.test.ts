// custom-elements.json and the docs tables must describe what the elements really do.
import { describe, expect, it } from 'vitest';
// ?raw: the file as published, not a module the type checker must list.
import committedText from '../../custom-elements.json?raw';
import embeddingDocs from '../../../../docs/embedding.md?raw';
import { DOCS_END, DOCS_START, renderElementDocs } from './docs';
import { SakhliProvider } from '../shell/SakhliProvider';
import { COMMON_ATTRIBUTES, COMMON_EVENTS, COMMON_PROPERTIES, ELEMENTS } from './catalog';
import { createSakhliElement } from './defineSakhliElement';
import { SAKHLI_EVENT_NAMES } from './events';
import { renderManifest } from './manifest';
import { COMMON_INPUTS, elementSpec } from './spec';

describe('custom elements manifest', () => {
  it('is the committed custom-elements.json (run the widgets build to refresh it)', () => {
    expect(JSON.parse(committedText)).toEqual(renderManifest());
  });

  it('is what docs/embedding.md shows (run the widgets build to refresh it)', () => {
    // Compare cell by cell: Prettier pads the committed tables.
    const normalize = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) =>
          line.startsWith('|')
            ? line
                .split(/(?<!\\)\|/)
                .map((c) => c.trim().replace(/^-+$/, '---'))
                .join('|')
            : line,
        )
        .join('\n');
    const start = embeddingDocs.indexOf(DOCS_START);
    const end = embeddingDocs.indexOf(DOCS_END) + DOCS_END.length;
    expect(start).toBeGreaterThan(0);
    expect(normalize(embeddingDocs.slice(start, end))).toBe(normalize(renderElementDocs()));
  });

  it('documents exactly the attributes each element observes', () => {
    for (const definition of ELEMENTS) {
      const element = createSakhliElement(elementSpec(definition), () => null, {
        provider: SakhliProvider,
      }) as CustomElementConstructor & { observedAttributes: string[] };
      // `nonce` too: observed (a new one re-renders), read from the element's nonce property.
      const documented = [...COMMON_ATTRIBUTES, ...definition.attributes].map((a) => a.name);
      expect([...element.observedAttributes].sort()).toEqual(documented.sort());
    }
  });

  it('documents the inputs every element shares', () => {
    expect(COMMON_ATTRIBUTES.map((a) => a.prop).filter((p) => p !== 'nonce')).toEqual(
      COMMON_INPUTS.attributes.map((a) => a.prop),
    );
    expect(COMMON_PROPERTIES.map((p) => p.name)).toEqual([...COMMON_INPUTS.properties]);
  });

  it('names only events the elements can dispatch, in kebab case with the sakhli- prefix', () => {
    const documented = [...COMMON_EVENTS, ...ELEMENTS.flatMap((e) => e.events)].map((e) => e.name);
    expect(new Set(documented)).toEqual(new Set(SAKHLI_EVENT_NAMES));
    for (const name of documented) expect(name).toMatch(/^sakhli-[a-z]+(-[a-z]+)*$/);
  });

  it('keeps secrets out of attributes', () => {
    const attributes = ELEMENTS.flatMap((e) => [...COMMON_ATTRIBUTES, ...e.attributes]);
    for (const attribute of attributes) {
      expect(attribute.name).not.toMatch(/token|session|password|secret/);
    }
  });
});
