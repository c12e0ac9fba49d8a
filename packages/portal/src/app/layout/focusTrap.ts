// Focus stays inside an open panel (Tab wraps around) and returns to the opener when it closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element Tab (or Shift+Tab) should reach next inside `items`, wrapping at the ends. */
export function wrapFocus<T>(items: readonly T[], current: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null;
  const at = current === null ? -1 : items.indexOf(current);
  if (backwards) return at <= 0 ? items[items.length - 1]! : items[at - 1]!;
  return at === -1 || at === items.length - 1 ? items[0]! : items[at + 1]!;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.getClientRects().length > 0,
  );
}

/**
 * While `active`: focus moves into `container` (its first control), Tab and Shift+Tab cycle inside,
 * Escape calls `onEscape` unless the content already handled it (`preventDefault`, in a capture
 * handler: this listener sits on the container). When it ends, focus returns to the element focused before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    const box = container.current;
    if (!active || !box) return;
    // The control that opened the panel: the focused one, else the toggle that controls this box
    // (also when a field inside took focus on mount, before this effect ran).
    const focused = document.activeElement;
    const opener =
      focused instanceof HTMLElement && focused !== document.body && !box.contains(focused)
        ? focused
        : box.id
          ? document.querySelector<HTMLElement>(`[aria-controls="${box.id}"]`)
          : null;
    // A control that took focus itself (autoFocus) keeps it; else the first one that is not "close".
    if (!box.contains(document.activeElement)) {
      const items = focusables(box);
      (items.find((item) => !item.hasAttribute('data-panel-close')) ?? items[0] ?? box).focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Content that handled Escape itself (quick search: back to its field) keeps the panel open.
        if (event.defaultPrevented) return;
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(box);
      const current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const next = wrapFocus(
        items,
        current && items.includes(current) ? current : null,
        event.shiftKey,
      );
      event.preventDefault();
      (next ?? box).focus();
    };
    box.addEventListener('keydown', onKeyDown);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      // Back to the button that opened the panel, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [active, container]);
}
