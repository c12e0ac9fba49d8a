// Issue 28 §5: a first view painted before the runtime (loader/first/paint.ts) is taken over by the
// widget once it has drawn, with what the reader did in it; in Chromium, as on a page.
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SakhliProvider } from '../../shell/SakhliProvider';
import { elementByTag } from '../../elements/catalog';
import { createSakhliElement } from '../../elements/defineSakhliElement';
import { elementSpec } from '../../elements/spec';
import { painterFor, paintView } from './paint';
import { fit } from './views';
import { NUMBER_SLOT } from './numberSlot';
import { viewIdOf } from './viewId';

/** The painter of every tag's view (a build's painter has one tag's fit). */
const paintFirstView = painterFor(fit);

/** The markup a build would render for AddressForm's first view. */
const VIEW = {
  html: '<div data-sakhli-root=""><form><h3>Your e-mail</h3><input name="email" value=""><button type="submit">Send</button></form></div>',
  css: 'h3 { color: rgb(1, 2, 3); }',
  language: 'en',
};

/** A widget with one field and a submit, whose state shows what it received. */
function AddressForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent((all) => [...all, email]);
  };
  return (
    <form onSubmit={submit}>
      <h3>Your e-mail</h3>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Send</button>
      <output data-testid="sent">{sent.join(',')}</output>
    </form>
  );
}

/**
 * The same form, behind a skeleton until `release` is called (texts or data on their way). Set by
 * the latest LateForm's effect, which runs after its skeleton is on screen.
 */
let release: (() => void) | undefined;
function LateForm() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return ready ? <AddressForm /> : <div role="status" aria-busy="true" />;
}

/**
 * The form drawn at once, with a part still loading behind a skeleton until `release` is called
 * (the wallet's test mode: balances drawn, the history's rows on their way).
 */
function FormWithLatePart() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return (
    <>
      <AddressForm />
      {!ready && <div role="status" aria-busy="true" />}
    </>
  );
}

/** Two buttons of the same text that submit nothing, each counting its presses. */
function TwoExchanges() {
  const [pressed, setPressed] = useState([0, 0]);
  const press = (which: number) =>
    setPressed((all) => all.map((n, i) => (i === which ? n + 1 : n)));
  return (
    <div>
      <h3>Products</h3>
      <button type="button" onClick={() => press(0)}>
        Exchange
      </button>
      <button type="button" onClick={() => press(1)}>
        Exchange
      </button>
      <output data-testid="pressed">{pressed.join(',')}</output>
    </div>
  );
}

const Title = styled.h3`
  color: rgb(4, 5, 6);
`;
/** AddressForm with an Emotion-styled title: its first view's class is the hash of the rule. */
function StyledForm() {
  return (
    <form>
      <Title>Your e-mail</Title>
      <input name="email" defaultValue="" />
    </form>
  );
}

/** What the build renders for `Widget` (loader/build/renderFirstView.tsx): markup and its rules. */
function viewOfStyled(Widget: () => ReactElement) {
  const cache = createCache({ key: 'sakhli' });
  const container = document.createElement('div');
  const rendered = createRoot(container);
  flushSync(() =>
    rendered.render(
      <CacheProvider value={cache}>
        <div data-sakhli-root="">
          <Widget />
        </div>
      </CacheProvider>,
    ),
  );
  const html = container.innerHTML;
  rendered.unmount();
  const css = cache.sheet.tags
    .map((tag) => Array.from(tag.sheet?.cssRules ?? [], (rule) => rule.cssText).join(''))
    .join('');
  cache.sheet.flush();
  return { html, css, language: 'en' };
}

let counter = 0;
function defineAs(Widget: () => ReactElement, tag: string) {
  const spec = { ...elementSpec(elementByTag('sakhli-guest-booking')), tag };
  customElements.define(
    tag,
    createSakhliElement(spec, Widget, { provider: SakhliProvider, config: { language: 'en' } }),
  );
}

/** An element not yet defined, with a first view (`view`, else VIEW) painted in it. */
function painted(view = VIEW): { element: HTMLElement; tag: string } {
  const tag = `sakhli-first-view-${++counter}`;
  const element = document.createElement(tag);
  document.body.append(element);
  paintView(element, view);
  return { element, tag };
}

/** The widget's own root beside the view (or alone, once it took the view over). */
const widgetRoot = (element: HTMLElement) =>
  Array.from(element.shadowRoot!.children).find((child): child is HTMLElement =>
    child.hasAttribute('data-sakhli-root'),
  );

const root = (element: HTMLElement) => element.shadowRoot!;
const viewOf = (element: HTMLElement) => root(element).querySelector('[data-sakhli-first]');
const inView = <T extends Element>(element: HTMLElement, selector: string) =>
  viewOf(element)!.querySelector<T>(selector)!;
/** The view's constructed sheet (the widget's own styles are Emotion's <style> elements). */
const ourSheets = (element: HTMLElement) => root(element).adoptedStyleSheets;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a first view painted before the runtime', () => {
  it('shows its markup and styles, and holds a submit back from the page', () => {
    const { element } = painted();
    const heading = inView<HTMLHeadingElement>(element, 'h3');
    expect(heading.textContent).toBe('Your e-mail');
    expect(getComputedStyle(heading).color).toBe('rgb(1, 2, 3)');
    inView<HTMLFormElement>(element, 'form').requestSubmit();
    // Still on this page (a form's default submit would navigate), the submit remembered.
    expect(viewOf(element)!.getAttribute('data-sakhli-first-submit')).toBe('0');
  });

  it('gives way to the widget with the typed address, the focus and the held submit', async () => {
    const { element, tag } = painted();
    const input = inView<HTMLInputElement>(element, 'input');
    input.focus();
    input.value = 'guest@example.com';
    inView<HTMLFormElement>(element, 'form').requestSubmit();

    defineAs(AddressForm, tag);

    await expect.poll(() => viewOf(element)).toBeNull();
    const own = root(element).querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(own.value).toBe('guest@example.com');
    expect(root(element).activeElement).toBe(own);
    // The held submit, made once by the widget with the address it now holds.
    await expect
      .poll(() => root(element).querySelector('[data-testid="sent"]')?.textContent)
      .toBe('guest@example.com');
    // The view's rules stay for the widget, which wrote none of them again (see below).
    expect(ourSheets(element)).toHaveLength(1);
  });

  it("keeps the view's rules for the widget, which writes none of them again", async () => {
    const view = viewOfStyled(StyledForm);
    const { element, tag } = painted(view);
    defineAs(StyledForm, tag);

    await expect.poll(() => viewOf(element)).toBeNull();
    const title = root(element).querySelector('h3')!;
    expect(getComputedStyle(title).color).toBe('rgb(4, 5, 6)');
    const [name] = Array.from(title.classList).filter((c) => c.startsWith('sakhli-'));
    expect(view.css).toContain(`.${name}`);
    // Emotion's own sheets in the shadow root: the title's rule is not among them.
    const written = Array.from(root(element).querySelectorAll('style[data-emotion]')).flatMap(
      (style) => Array.from((style as HTMLStyleElement).sheet?.cssRules ?? [], (r) => r.cssText),
    );
    expect(written.some((rule) => rule.includes(`.${name}`))).toBe(false);
  });

  it('keeps the rules of a view styled by a <style> (no constructable sheets) for the widget', async () => {
    const view = viewOfStyled(StyledForm);
    // A browser without constructable style sheets: the painter's <style> in the view instead.
    const replaceSync = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync')!;
    Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', { value: undefined });
    let element: HTMLElement;
    let tag: string;
    try {
      ({ element, tag } = painted(view));
    } finally {
      Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', replaceSync);
    }
    expect(ourSheets(element)).toHaveLength(0);
    defineAs(StyledForm, tag);

    await expect.poll(() => viewOf(element)).toBeNull();
    const title = root(element).querySelector('h3')!;
    expect(getComputedStyle(title).color).toBe('rgb(4, 5, 6)');
    // The view's <style> now sits in the shadow root itself, before Emotion's.
    expect(root(element).firstElementChild?.localName).toBe('style');
  });

  it('renders the widget behind the view in steps, keeping what is typed between them', async () => {
    const { element, tag } = painted();
    // The moment the widget's root is first in the shadow root: what the reader sees then.
    let firstSeen: { form: boolean; view: boolean } | undefined;
    const watch = new MutationObserver(() => {
      const own = widgetRoot(element);
      if (!own || firstSeen) return;
      firstSeen = { form: Boolean(own.querySelector('form')), view: Boolean(viewOf(element)) };
      // A key pressed in the view between the steps (the page's tasks run in between).
      inView<HTMLInputElement>(element, 'input').value = 'between@example.com';
    });
    watch.observe(root(element), { childList: true, subtree: true });
    defineAs(AddressForm, tag);

    await expect.poll(() => viewOf(element)).toBeNull();
    watch.disconnect();
    // The provider came first, the form a task later, the view on screen all along.
    expect(firstSeen).toEqual({ form: false, view: true });
    expect(root(element).querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'between@example.com',
    );
  });

  it('stays while the widget shows only a skeleton, and gives way once it draws', async () => {
    const { element, tag } = painted();
    inView<HTMLInputElement>(element, 'input').value = 'late@example.com';
    release = undefined;
    defineAs(LateForm, tag);

    await expect.poll(() => root(element).querySelector('[aria-busy="true"]')).not.toBeNull();
    // This form's own release (a stale one, from an earlier form, would release nothing).
    await expect.poll(() => release).toBeDefined();
    expect(viewOf(element)).not.toBeNull();
    expect(ourSheets(element)).toHaveLength(1);
    // Only the view is seen: the widget's skeleton is not drawn under it.
    expect(getComputedStyle(widgetRoot(element)!).display).toBe('none');

    release!();
    await expect.poll(() => viewOf(element)).toBeNull();
    expect(getComputedStyle(widgetRoot(element)!).display).toBe('block');
    expect(root(element).querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'late@example.com',
    );
    expect(root(element).querySelector('[data-testid="sent"]')!.textContent).toBe('');
  });
});

describe('a view with fewer skeletons than the widget drew', () => {
  it('stays until the widget has no more parts loading than the view showed', async () => {
    const { element, tag } = painted();
    inView<HTMLInputElement>(element, 'input').value = 'whole@example.com';
    release = undefined;
    defineAs(FormWithLatePart, tag);

    // Drawn (a heading, a field), but with a part still loading that the view shows no skeleton for.
    await expect.poll(() => release).toBeDefined();
    await expect.poll(() => root(element).querySelector('input[name="email"]')).not.toBeNull();
    expect(viewOf(element)).not.toBeNull();

    release!();
    await expect.poll(() => viewOf(element)).toBeNull();
    expect(root(element).querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(
      'whole@example.com',
    );
  });

  it("presses again the widget's button the reader pressed in the view", async () => {
    const { element, tag } = painted({
      ...VIEW,
      html: '<div data-sakhli-root=""><h3>Products</h3><button type="button">Exchange</button><button type="button">Exchange</button></div>',
    });
    viewOf(element)!.querySelectorAll('button')[1]!.click();
    defineAs(TwoExchanges, tag);

    await expect.poll(() => viewOf(element)).toBeNull();
    // The second Exchange, once: the one pressed, not the first of that text.
    await expect
      .poll(() => root(element).querySelector('[data-testid="pressed"]')?.textContent)
      .toBe('0,1');
  });
});

describe('the code beside a first view', () => {
  const probe = 'first/preloadProbe.testing.ts';
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter(
      (link) => link.href.includes('preloadProbe'),
    );

  it('is fetched while the view paints, not run, and leaves the page head as it was', async () => {
    const element = document.createElement('sakhli-guest-booking');
    element.setAttribute('apartment-id', '101');
    element.setAttribute('hash', 'abc');
    document.body.append(element);
    const head = [...document.head.children];
    const painted = paintFirstView(element, VIEW, { nonce: 'n0nce' }, [probe]);
    // Asked for as the view is painted, before its frame: from beside the loader (this folder's
    // parent), with the page's nonce.
    const [link] = preloads();
    expect(new URL(link!.href).pathname).toMatch(/\/loader\/first\/preloadProbe\.testing\.ts$/);
    expect(link!.nonce).toBe('n0nce');
    await painted;
    await expect.poll(preloads).toEqual([]);
    expect([...document.head.children]).toEqual(head);
    const fetched = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('preloadProbe.testing.ts'));
    expect(fetched).toHaveLength(1);
    expect((globalThis as { sakhliProbeRuns?: number }).sakhliProbeRuns).toBeUndefined();

    // A second element of the tag shares the code: it is not asked for again.
    const second = element.cloneNode() as HTMLElement;
    document.body.append(second);
    const added = vi.spyOn(document.head, 'append');
    await paintFirstView(second, VIEW, { nonce: 'n0nce' }, [probe]);
    expect(viewOf(second)).not.toBeNull();
    expect(added).not.toHaveBeenCalled();
  });

  it('is not fetched early where no view is painted: the loader imports it at once', async () => {
    const element = document.createElement('sakhli-guest-booking');
    element.setAttribute('hash', 'abc');
    document.body.append(element);
    const added = vi.spyOn(document.head, 'append');
    await paintFirstView(element, VIEW, {}, [probe]);
    expect(element.shadowRoot).toBeNull();
    expect(added).not.toHaveBeenCalled();
  });
});

describe("the guest booking's first view", () => {
  const guest = (attributes: string) => {
    const box = document.createElement('div');
    box.innerHTML = `<sakhli-guest-booking ${attributes}></sakhli-guest-booking>`;
    document.body.append(box);
    return box.firstElementChild as HTMLElement;
  };

  it('is painted for the e-mail step of a link', async () => {
    const element = guest('apartment-id="101" hash="abc"');
    await paintFirstView(element, VIEW);
    expect(viewOf(element)).not.toBeNull();
  });

  it('is not painted in another language than the widget will show', async () => {
    const element = guest('apartment-id="101" hash="abc" lang="ru"');
    await paintFirstView(element, VIEW, { language: 'en' });
    expect(element.shadowRoot).toBeNull();
    const russian = guest('apartment-id="101" hash="abc"');
    await paintFirstView(russian, { ...VIEW, language: 'ru' }, { language: 'ru' });
    expect(viewOf(russian)).not.toBeNull();
  });

  it('is not painted where the widget shows another step or no link', async () => {
    for (const attributes of ['apartment-id="101" hash="abc" time-hash="t1"', 'hash="abc"', '']) {
      const element = guest(attributes);
      await paintFirstView(element, VIEW);
      expect(element.shadowRoot, attributes).toBeNull();
    }
  });
});

describe("the booking change's first view", () => {
  /** Its two variants, as the build renders them: the booking's number is a slot. */
  const CHANGE = {
    ...VIEW,
    html: `<div data-sakhli-root=""><h2>Changes to booking № ${NUMBER_SLOT}</h2></div>`,
    variants: { cancel: `<div data-sakhli-root=""><h2>Your booking № ${NUMBER_SLOT}</h2></div>` },
  };
  const change = (attributes: string, token?: string) => {
    const box = document.createElement('div');
    box.innerHTML = `<sakhli-booking-change ${attributes}></sakhli-booking-change>`;
    document.body.append(box);
    return Object.assign(box.firstElementChild as HTMLElement, token ? { token } : {});
  };
  const heading = (element: HTMLElement) => viewOf(element)?.querySelector('h2')?.textContent;

  it("is painted with its link's booking number, in its mode", async () => {
    const element = change('booking-id="5006"', 'secret');
    await paintFirstView(element, CHANGE);
    expect(heading(element)).toBe('Changes to booking № 5006');
    const cancel = change('booking-id="42" mode="cancel"', 'secret');
    await paintFirstView(cancel, CHANGE);
    expect(heading(cancel)).toBe('Your booking № 42');
  });

  it("is painted in the language of an e-mailed link's address, not the page's", async () => {
    const before = location.href;
    history.replaceState(null, '', '?booking_id=77&token=t0k&lang=ru');
    try {
      const english = change('from-url');
      await paintFirstView(english, CHANGE, { language: 'en' });
      expect(english.shadowRoot).toBeNull();
      const russian = change('from-url');
      await paintFirstView(russian, { ...CHANGE, language: 'ru' }, { language: 'en' });
      expect(heading(russian)).toBe('Changes to booking № 77');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('is not painted for a link without a booking or a token', async () => {
    for (const element of [change('booking-id="5006"'), change('from-url'), change('', 'secret')]) {
      await paintFirstView(element, CHANGE);
      expect(element.shadowRoot, element.outerHTML).toBeNull();
    }
  });
});

describe('the signed-out views of the chat, the bills and the wallet', () => {
  const element = (tag: string, attributes = '') => {
    const box = document.createElement('div');
    box.innerHTML = `<${tag} ${attributes}></${tag}>`;
    document.body.append(box);
    return box.firstElementChild as HTMLElement;
  };

  it('are painted on a page that gave no session', async () => {
    for (const tag of ['sakhli-ticket-chat', 'sakhli-apartment-bills', 'sakhli-loyalty-wallet']) {
      const widget = element(tag);
      await paintFirstView(widget, VIEW, {});
      expect(viewOf(widget), tag).not.toBeNull();
    }
  });

  it("are not painted where the widget may show the user's data", async () => {
    const session = { accessToken: 'a', refreshToken: 'r' };
    const cases: [HTMLElement, object][] = [
      [element('sakhli-ticket-chat'), { session }],
      [element('sakhli-loyalty-wallet'), { client: {} }],
      [Object.assign(element('sakhli-ticket-chat'), { session }), {}],
      [element('sakhli-apartment-bills'), { session }],
    ];
    for (const [widget, page] of cases) {
      await paintFirstView(widget, VIEW, page);
      expect(widget.shadowRoot, `${widget.localName} ${JSON.stringify(page)}`).toBeNull();
    }
  });

  it("give the wallet in test mode its test mode's view, with a session or without", async () => {
    const session = { accessToken: 'a', refreshToken: 'r' };
    const cases: [HTMLElement, object][] = [
      [element('sakhli-loyalty-wallet', 'test-mode'), {}],
      [element('sakhli-loyalty-wallet', 'test-mode'), { session }],
      [Object.assign(element('sakhli-loyalty-wallet'), { testMode: true }), {}],
    ];
    for (const [widget, page] of cases) {
      expect(viewIdOf(widget)).toBe('sakhli-loyalty-wallet.test-mode');
      await paintFirstView(widget, VIEW, page);
      expect(viewOf(widget), widget.outerHTML).not.toBeNull();
    }
    // Test mode turned off: a wallet like any other, signed out on a page that gave no session.
    const off = element('sakhli-loyalty-wallet', 'test-mode="false"');
    expect(viewIdOf(off)).toBe('sakhli-loyalty-wallet');
    await paintFirstView(off, VIEW, { session: { accessToken: 'a', refreshToken: 'r' } });
    expect(off.shadowRoot).toBeNull();
    await paintFirstView(off, VIEW, {});
    expect(viewOf(off)).not.toBeNull();
  });

  // Last: it defines the chat's tag, which turns every later <sakhli-ticket-chat> into the widget.
  it('leave at once when the page gave a session before the widget ran', async () => {
    const page: { session?: object } = {};
    const chat = element('sakhli-ticket-chat');
    await paintFirstView(chat, VIEW, page);
    expect(viewOf(chat)).not.toBeNull();
    // configure({ session }) after the view, before the code: the widget loads the user's tickets.
    page.session = { accessToken: 'a', refreshToken: 'r' };
    defineAs(LateForm, 'sakhli-ticket-chat');
    await vi.waitFor(() => expect(viewOf(chat)).toBeNull());
    expect(root(chat).querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
