import { describe, expect, it } from 'vitest';
import { wrapFocus } from './focusTrap';

describe('focus trap', () => {
  it('Tab wraps from the last to the first, Shift+Tab from the first to the last', () => {
    const items = ['a', 'b', 'c'];
    expect(wrapFocus(items, 'a', false)).toBe('b');
    expect(wrapFocus(items, 'c', false)).toBe('a');
    expect(wrapFocus(items, 'a', true)).toBe('c');
    expect(wrapFocus(items, null, false)).toBe('a');
    expect(wrapFocus(items, null, true)).toBe('c');
    expect(wrapFocus([], null, false)).toBeNull();
  });
});
