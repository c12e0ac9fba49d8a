// Toasts of a widget in a shadow root render inside that root, styled (Emotion + notistack layout).
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor as waitUntil } from '@testing-library/react';
import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { SakhliProvider } from './SakhliProvider';
import { useToast } from './toasts';
import { WidgetRoot } from './WidgetRoot';

function ShowOnMount({ text }: { text: string }) {
  const toast = useToast();
  useEffect(() => toast.error(text), [toast, text]);
  return <p>widget</p>;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

/** The element once `find` returns it (testing-library's wait: up to 5 s, see test/setup.ts). */
function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  return waitUntil(() => {
    const found = find();
    if (!found) throw new Error('not shown yet');
    return found;
  });
}

describe('toasts in a shadow root', () => {
  it('render inside the shadow root with our styles and notistack layout', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const cache = createCache({ key: 'sakhli-test', container: shadow });
    const root = createRoot(mount);
    cleanups.push(() => {
      act(() => root.unmount());
      host.remove();
    });

    await act(async () => {
      root.render(
        <SakhliProvider apiBase="http://api.test/" emotionCache={cache} language="ru">
          <WidgetRoot>
            <ShowOnMount text="Срок действия этой ссылки истёк." />
          </WidgetRoot>
        </SakhliProvider>,
      );
    });

    const toast = await waitFor(() => shadow.querySelector<HTMLElement>('[part~="toast"]'));
    expect(document.body.querySelector('[part~="toast"]')).toBeNull();
    expect(toast.textContent).toContain('Срок действия этой ссылки истёк.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    // Emotion's rules reached the shadow root: our radius and close button size apply.
    expect(getComputedStyle(toast).borderTopLeftRadius).toBe('12px');
    const close = toast.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Закрыть уведомление');
    expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // notistack's goober rules were mirrored in: its stack is fixed to the viewport.
    const stack = toast.closest<HTMLElement>('[class*="notistack-SnackbarContainer"]');
    expect(stack).not.toBeNull();
    expect(getComputedStyle(stack!).position).toBe('fixed');
    // ...from our own sheet in the root: nothing of notistack's reached the page's head or window.
    expect(shadow.querySelector('style[data-sakhli-toasts]')?.textContent).toContain(
      'position:fixed',
    );
    expect(document.querySelector('#_goober')).toBeNull();
    expect('_goober' in window).toBe(false);
    expect(document.head.querySelector('style[data-sakhli-toasts]')).toBeNull();
  });
});

describe('toasts of the React components on a page (no shadow root)', () => {
  it('are positioned by one nonced sheet of ours in the head, removed on unmount', async () => {
    const mount = document.createElement('div');
    document.body.append(mount);
    const root = createRoot(mount);
    cleanups.push(() => {
      act(() => root.unmount());
      mount.remove();
    });

    await act(async () => {
      root.render(
        <SakhliProvider apiBase="http://api.test/" nonce="n0nce" language="en">
          <ShowOnMount text="The link has expired." />
        </SakhliProvider>,
      );
    });

    const toast = await waitFor(() => document.querySelector<HTMLElement>('[part~="toast"]'));
    const stack = toast.closest<HTMLElement>('[class*="notistack-SnackbarContainer"]')!;
    expect(getComputedStyle(stack).position).toBe('fixed');
    const sheets = document.head.querySelectorAll<HTMLStyleElement>('style[data-sakhli-toasts]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.nonce).toBe('n0nce');
    expect(document.querySelector('#_goober')).toBeNull();
    expect('_goober' in window).toBe(false);

    act(() => root.unmount());
    expect(document.head.querySelector('style[data-sakhli-toasts]')).toBeNull();
  });
});

describe('toasts before the first one (issue 28 §3)', () => {
  it('load nothing of the stack until a widget shows one, then show it', async () => {
    const mount = document.createElement('div');
    document.body.append(mount);
    const root = createRoot(mount);
    cleanups.push(() => {
      act(() => root.unmount());
      mount.remove();
    });
    function Later() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.info('Saved for later.')}>
          Save
        </button>
      );
    }

    await act(async () => {
      root.render(
        <SakhliProvider apiBase="http://api.test/" language="en">
          <Later />
        </SakhliProvider>,
      );
    });

    // notistack's stack (and the sheet that positions it) is not mounted before any toast.
    expect(document.querySelector('[class*="notistack-SnackbarContainer"]')).toBeNull();
    expect(document.head.querySelector('style[data-sakhli-toasts]')).toBeNull();
    act(() => mount.querySelector('button')!.click());
    const toast = await waitFor(() => document.querySelector<HTMLElement>('[part~="toast"]'));
    expect(toast.textContent).toContain('Saved for later.');
    expect(document.head.querySelectorAll('style[data-sakhli-toasts]')).toHaveLength(1);
  });
});
