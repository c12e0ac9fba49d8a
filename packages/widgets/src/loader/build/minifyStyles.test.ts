import { describe, expect, it } from 'vitest';
import { collapseCss, minifyStyleTemplates } from './minifyStyles';

describe('minifyStyleTemplates', () => {
  it('collapses the indentation of styled templates but keeps interpolations intact', () => {
    const code = [
      'const Box = styled.div`',
      '  display: flex;',
      '  /* why */',
      '  color: ${(p) => p.theme.colors.text};',
      '  &:hover {',
      '    margin: 0 ${gap}px;',
      '  }',
      '`;',
      'const label = `keep   this ${name}`;',
    ].join('\n');
    const out = minifyStyleTemplates(code);
    expect(out).toBe(
      'const Box = styled.div` display: flex;color: ${(p) => p.theme.colors.text};&:hover{margin: 0 ${gap}px;}`;\n' +
        'const label = `keep   this ${name}`;',
    );
  });

  it('handles styled(tag, options) and keyframes', () => {
    const code =
      "const A = styled('section', dom)`\n  padding: 4px;\n`;\nconst k = keyframes`\n  from { opacity: 0; }\n`;";
    expect(minifyStyleTemplates(code)).toBe(
      "const A = styled('section', dom)` padding: 4px;`;\nconst k = keyframes` from{opacity: 0;}`;",
    );
  });

  it('keeps one space at the edges (an interpolation may follow) and the one a descendant selector needs', () => {
    expect(collapseCss('  & > li :focus {  color: red;  }  ')).toBe(' & > li :focus{color: red;}');
  });
});
