// Renders the catalog as the element reference of docs/embedding.md (between the marker comments).
import {
  attributesOf,
  COMMON_EVENTS,
  COMMON_PARTS,
  COMMON_PROPERTIES,
  CSS_PROPERTIES,
  ELEMENTS,
} from './catalog';

export const DOCS_START = '<!-- elements:start (generated from src/elements/catalog.ts) -->';
export const DOCS_END = '<!-- elements:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The markdown between DOCS_START and DOCS_END. */
export function renderElementDocs(): string {
  const sections = ELEMENTS.map((element) => {
    const parts = [
      `### \`<${element.tag}>\``,
      '',
      element.description,
      '',
      '**Attributes**',
      '',
      table(
        ['Attribute', 'Property', 'Type', 'Description'],
        attributesOf(element).map((a) => [
          `\`${a.name}\``,
          `\`${a.prop}\``,
          a.values ? a.values.map((v) => `'${v}'`).join(', ') : a.type,
          a.description,
        ]),
      ),
      '',
      '**Properties (JavaScript only)**',
      '',
      table(
        ['Property', 'Type', 'Description'],
        [...COMMON_PROPERTIES, ...element.properties].map((p) => [
          `\`${p.name}\``,
          p.type,
          p.description,
        ]),
      ),
      '',
      '**Events** (bubbling, composed `CustomEvent`s)',
      '',
      table(
        ['Event', '`detail`', 'When'],
        [...element.events, ...COMMON_EVENTS].map((e) => [
          `\`${e.name}\``,
          `\`${e.detail}\``,
          e.description,
        ]),
      ),
    ];
    if (element.parts.length) {
      parts.push(
        '',
        '**Parts of this widget** (besides the shared ones below)',
        '',
        table(
          ['Part', 'Description'],
          element.parts.map((p) => [`\`${p.name}\``, p.description]),
        ),
      );
    }
    return parts.join('\n');
  });
  return [
    DOCS_START,
    '',
    ...sections.flatMap((s) => [s, '']),
    '### Parts every element exposes (`sakhli-x::part(name)`)',
    '',
    table(
      ['Part', 'Description'],
      COMMON_PARTS.map((p) => [`\`${p.name}\``, p.description]),
    ),
    '',
    '### CSS custom properties (set on the element or any ancestor)',
    '',
    table(
      ['Property', 'Default', 'Description'],
      CSS_PROPERTIES.map((p) => [`\`${p.name}\``, `\`${p.default}\``, p.description]),
    ),
    '',
    DOCS_END,
  ].join('\n');
}

/** `text` with its generated region replaced by the current rendering. */
export function withElementDocs(text: string): string {
  const start = text.indexOf(DOCS_START);
  const end = text.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error('docs/embedding.md lost its elements markers');
  return text.slice(0, start) + renderElementDocs() + text.slice(end + DOCS_END.length);
}
