// The lari sign renders on a machine whose fonts lack U+20BE (this one: `fc-list ':charset=20be'`
// lists nothing), in the document and inside a shadow root (issue 27 §4). Proven on pixels: the ₾
// of a Georgian amount must not look like the box an unassigned code point gets.
import { render, screen } from '@testing-library/react';
import { page } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { Money } from '../ui/Money';
import { SakhliProvider } from '../shell/SakhliProvider';
import { WidgetRoot } from '../shell/WidgetRoot';
import { ensureLariSign } from './lariSign';

/** A PNG of one element (by its test id; locators reach into open shadow roots), as base64. */
async function shot(element: HTMLElement): Promise<string> {
  // Not saved to a file: the answer is the PNG itself.
  const png: unknown = await page.getByTestId(element.dataset.testid!).screenshot({ save: false });
  expect(typeof png).toBe('string');
  return png as string;
}

/** Whether the machine's sans-serif draws ₾ as a glyph, not as the box an unassigned code point gets. */
function drawsLari(): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 40;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const pixels = (text: string) => {
    context.clearRect(0, 0, 40, 40);
    context.font = '32px sans-serif';
    context.fillText(text, 4, 32);
    return context.getImageData(0, 0, 40, 40).data;
  };
  const lari = pixels('\u20be');
  const missing = pixels('\u0378');
  return lari.some((value, i) => value !== missing[i]);
}

/** Two 40 px spans in the widgets' font stack: the sign and an unassigned code point's box. */
function pair(container: ParentNode & Node, family: string, where: string) {
  const make = (text: string, what: string) => {
    const span = document.createElement('span');
    span.dataset.testid = `${what}-${where}`;
    span.textContent = text;
    span.style.cssText = `font: 40px ${family}; display: inline-block; padding: 2px;`;
    container.appendChild(span);
    return span;
  };
  return { sign: make('\u20be', 'sign'), box: make('\u0378', 'box') };
}

describe('the lari sign', () => {
  it('renders in a Georgian amount and in a shadow root, not as the missing-glyph box', async () => {
    const machineDrawsIt = drawsLari();
    // What this run proved: said, since on a machine with the sign the font is not needed.
    console.warn(`This machine's sans-serif draws ₾: ${machineDrawsIt}`);
    render(
      <SakhliProvider apiBase="http://api.test/" language="ge">
        <WidgetRoot data-testid="root">
          <Money amount={12} />
        </WidgetRoot>
      </SakhliProvider>,
    );
    await ensureLariSign();
    const root = screen.getByTestId('root');
    expect(root.textContent).toContain('12\u00a0₾');
    const family = getComputedStyle(root).fontFamily;
    expect(family).toMatch(/"Sakhli Lari"$/);

    const inDocument = pair(root, family, 'document');
    await document.fonts.ready;
    expect(await shot(inDocument.sign)).not.toBe(await shot(inDocument.box));

    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inShadow = pair(shadow, family, 'shadow');
    expect(await shot(inShadow.sign)).not.toBe(await shot(inShadow.box));
    // On every machine the one-glyph font is in, before any amount is drawn (WidgetRoot asks for
    // it as it loads); where the machine lacks the sign, it is what draws it.
    expect([...document.fonts].some((f) => f.family.includes('Sakhli Lari'))).toBe(true);
    host.remove();
  });
});
