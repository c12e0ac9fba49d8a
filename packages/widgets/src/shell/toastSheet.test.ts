// The toast sheet compiles notistack's style objects as goober did, and tells subscribers.
import { describe, expect, it, vi } from 'vitest';
import { css, subscribeToastSheet, toastSheetText } from './toastSheet';

describe('the toast sheet', () => {
  it("compiles notistack's styles: kebab-case, numbers as given, nested class and media keys", () => {
    const name = css({
      boxSizing: 'border-box',
      position: 'fixed',
      zIndex: 1400,
      top: 0,
      '.notistack-CollapseWrapper': { padding: '6px 0px' },
      '&:hover': { opacity: 1 },
      '@media (max-width:599.95px)': { width: '100%' },
    });
    expect(name).toMatch(/^sakhli-n[0-9a-z]+$/);
    expect(toastSheetText()).toContain(
      `.${name}{box-sizing:border-box;position:fixed;z-index:1400;top:0;}` +
        `.${name} .notistack-CollapseWrapper{padding:6px 0px;}` +
        `.${name}:hover{opacity:1;}` +
        `@media (max-width:599.95px){.${name}{width:100%;}}`,
    );
  });

  it('adds a style once, telling subscribers only about new rules', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToastSheet(listener);
    const first = css({ height: 'auto', marginTop: '2px' });
    expect(css({ height: 'auto', marginTop: '2px' })).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    css({ height: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone: no window._goober, nothing in the head', () => {
    const head = document.head.childElementCount;
    css({ color: 'red' });
    expect('_goober' in window).toBe(false);
    expect(document.head.childElementCount).toBe(head);
  });
});
