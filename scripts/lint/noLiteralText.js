// A local lint rule (issue 27 §4): no user-visible text written straight into JSX. Words a person
// reads or hears (JSX text; aria-label, title, placeholder, alt and the like as string literals)
// come from a message catalog in ge, en and ru; marks without letters (·, —, ×, ₾) may stay.

/** Attributes a screen reader says or the page shows. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** A component's own prop that carries words (`emptyText`, `heading`, `retryLabel`, …). */
const WORDY = /(label|title|text|message|placeholder|caption|heading|description|hint)$/i;

const LETTER = /\p{L}/u;

/** HTML attributes whose names end like a wordy prop's but take keywords (`enterKeyHint="search"`). */
const KEYWORDS = new Set(['enterKeyHint']);

/** The strings an expression can give outright: a literal, a template's text, either branch of `?:`. */
function literalsIn(expression) {
  if (!expression) return [];
  if (expression.type === 'Literal' && typeof expression.value === 'string')
    return [expression.value];
  if (expression.type === 'TemplateLiteral') {
    return [expression.quasis.map((q) => q.value.cooked).join('')];
  }
  if (expression.type === 'ConditionalExpression') {
    return [...literalsIn(expression.consequent), ...literalsIn(expression.alternate)];
  }
  if (expression.type === 'LogicalExpression') return literalsIn(expression.right);
  return [];
}

/** The strings a JSX attribute value or `{…}` child states outright. */
function literalsOf(value) {
  if (!value) return [];
  if (value.type === 'Literal') return literalsIn(value);
  if (value.type === 'JSXExpressionContainer') return literalsIn(value.expression);
  return [];
}

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from a message catalog (ge, en, ru).' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is shown as written: give it a message id in the feature\'s messages.ts.',
      attribute:
        '{{name}}="{{text}}" is said as written: give it a message id in the feature\'s messages.ts.',
    },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (LETTER.test(text)) context.report({ node, messageId: 'text', data: { text } });
      },
      // `<p>{'Hello'}</p>` is JSX text too.
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        for (const text of literalsOf(node).filter((t) => LETTER.test(t))) {
          context.report({ node, messageId: 'text', data: { text: text.trim() } });
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || KEYWORDS.has(name) || !(SPOKEN.has(name) || WORDY.test(name))) return;
        for (const text of literalsOf(node.value).filter((t) => LETTER.test(t))) {
          context.report({ node, messageId: 'attribute', data: { name, text } });
        }
      },
    };
  },
};
