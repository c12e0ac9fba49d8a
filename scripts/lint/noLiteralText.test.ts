// The no-literal-text rule (issue 27 §4) flags words written into JSX and leaves catalog texts,
// marks without letters and keyword attributes alone.
import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noLiteralText } from './noLiteralText.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-literal-text', noLiteralText, {
  valid: [
    'const a = <p><FormattedMessage id="ui.retry" /></p>;',
    'const a = <button aria-label={intl.formatMessage({ id: "ui.close" })}>×</button>;',
    'const a = <span>{amount} ₾ · —</span>;',
    'const a = <input enterKeyHint="search" type="text" inputMode="numeric" />;',
    'const a = <Chart id="revenue" variant="line" />;',
  ],
  invalid: [
    { code: 'const a = <p>Try again</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Try again"}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{busy ? "Saving" : null}</p>;', errors: [{ messageId: 'text' }] },
    {
      code: 'const a = <button aria-label="Close">×</button>;',
      errors: [{ messageId: 'attribute' }],
    },
    { code: 'const a = <img alt={`Photo`} src={src} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <input placeholder="ძებნა" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <State emptyText="Nothing here" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <i title={open && "Open"} />;', errors: [{ messageId: 'attribute' }] },
  ],
});
