// What an ICU message asks for: its arguments with their kinds, and its plural choices.
import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';

/**
 * An argument's kind. A plural counts a number, so it reads as `number` too; a bare `{x}` is
 * `plain`, which a language may use for a number it does not inflect (Georgian: `{count} ღამე`).
 */
export type ArgumentKind = 'plain' | 'number' | 'date' | 'time' | 'select' | 'tag';

export interface Shape {
  arguments: Map<string, ArgumentKind>;
  /** The plural (and selectordinal) elements, nested ones included. */
  plurals: PluralElement[];
}

const KIND: Partial<Record<TYPE, ArgumentKind>> = {
  [TYPE.argument]: 'plain',
  [TYPE.number]: 'number',
  [TYPE.plural]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
};

export function shapeOf(text: string): Shape {
  const shape: Shape = { arguments: new Map(), plurals: [] };
  visit(parse(text), shape);
  return shape;
}

function visit(elements: MessageFormatElement[], shape: Shape): void {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (kind && 'value' in element) {
      const seen = shape.arguments.get(element.value);
      // A number said as a plural in one branch and plainly in another is still a number.
      if (!seen || seen === 'plain') shape.arguments.set(element.value, kind);
    }
    if (element.type === TYPE.plural) shape.plurals.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) visit(option.value, shape);
    }
    if (element.type === TYPE.tag) visit(element.children, shape);
  }
}

/** Two kinds of one argument agree: the same, or a number one language says without inflecting. */
export function kindsAgree(a: ArgumentKind, b: ArgumentKind): boolean {
  return a === b || (a === 'plain' && b === 'number') || (a === 'number' && b === 'plain');
}

/**
 * The literal words a plural branch says for `count` (`#` as the count's digits), to find in the
 * formatted text: proof the branch CLDR picks for that count is the one shown.
 */
export function branchWords(branch: MessageFormatElement[], count: number): string[] {
  const words: string[] = [];
  let current = '';
  for (const element of branch) {
    if (element.type === TYPE.literal) current += element.value;
    else if (element.type === TYPE.pound) current += String(count);
    else {
      words.push(current);
      current = '';
    }
  }
  words.push(current);
  return words.map((word) => word.trim()).filter(Boolean);
}
