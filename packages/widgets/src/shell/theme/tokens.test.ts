// DESIGN.md: text reaches 4.5:1 on its surface and control edges 3:1, in light and dark.
import { describe, expect, it } from 'vitest';
import { colorTokens, cssVarName, vars, tokenDefaults, type ColorTokenName } from './tokens';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const textPairs: [ColorTokenName, ColorTokenName][] = [
  ['colorText', 'colorBg'],
  ['colorText', 'colorSurface'],
  ['colorTextMuted', 'colorBg'],
  ['colorTextMuted', 'colorSurface'],
  ['colorPrimary', 'colorBg'],
  ['colorPrimary', 'colorSurface'],
  ['colorOnPrimary', 'colorPrimary'],
  ['colorOnPrimary', 'colorPrimaryHover'],
  ['colorInfo', 'colorInfoSurface'],
  ['colorSuccess', 'colorSuccessSurface'],
  ['colorWarning', 'colorWarningSurface'],
  ['colorDanger', 'colorDangerSurface'],
  ['colorDanger', 'colorBg'],
  ['colorSuccess', 'colorBg'],
  ['colorWarning', 'colorBg'],
  ['colorText', 'colorInfoSurface'],
  ['colorText', 'colorSuccessSurface'],
  ['colorText', 'colorWarningSurface'],
  ['colorText', 'colorDangerSurface'],
];
const edgePairs: [ColorTokenName, ColorTokenName][] = [
  ['colorBorder', 'colorBg'],
  ['colorFocus', 'colorBg'],
  ['colorFocus', 'colorSurface'],
];

describe.each(['light', 'dark'] as const)('%s theme', (mode) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colorTokens[fg][mode], colorTokens[bg][mode])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(edgePairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(colorTokens[fg][mode], colorTokens[bg][mode])).toBeGreaterThanOrEqual(3);
  });
});

describe('custom properties', () => {
  it('names every token --sakhli-* and lets a host value win', () => {
    expect(cssVarName('colorTextMuted')).toBe('--sakhli-color-text-muted');
    expect(cssVarName('space4')).toBe('--sakhli-space-4');
    expect(vars.colorPrimary).toBe('var(--sakhli-color-primary, var(--_sakhli-color-primary))');
  });

  it('applies a host override inside a widget root', () => {
    const host = document.createElement('div');
    host.style.setProperty('--sakhli-color-primary', 'rgb(1, 2, 3)');
    const root = document.createElement('div');
    root.setAttribute('style', tokenDefaults('light').replace(/\n/g, ' '));
    root.style.color = vars.colorPrimary;
    const plain = document.createElement('div');
    plain.setAttribute('style', tokenDefaults('light').replace(/\n/g, ' '));
    plain.style.color = vars.colorPrimary;
    host.append(root);
    document.body.append(host, plain);
    expect(getComputedStyle(root).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(plain).color).toBe('rgb(11, 92, 173)');
    host.remove();
    plain.remove();
  });
});
