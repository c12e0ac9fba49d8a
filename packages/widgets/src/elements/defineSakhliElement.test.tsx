// The element layer in Chromium: shadow root, attribute parsing, secrets as properties, events,
// CSP nonce, and a hostile host page's CSS kept out (and ours kept in).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSakhliClient } from '../shell/context';
import { SakhliProvider } from '../shell/SakhliProvider';
import { elementByTag } from './catalog';
import { createSakhliElement } from './defineSakhliElement';
import { elementSpec } from './spec';

// A stand-in widget that shows what the element handed it; the real widgets live in their folders.
function Probe(props: Record<string, unknown>) {
  const client = useSakhliClient();
  const { onBooked, onAuthRequired, ...shown } = props as {
    onBooked?: (d: unknown) => void;
    onAuthRequired?: () => void;
  };
  return (
    <div>
      <span data-testid="text">Probe</span>
      <output data-testid="props">
        {JSON.stringify(shown, (_k, v: unknown) => (typeof v === 'function' ? 'fn' : v))}
      </output>
      <output data-testid="token">{client.headers()['access-token'] ?? 'none'}</output>
      <button type="button" onClick={() => onBooked?.({ bookingId: 7 })}>
        Book
      </button>
      <button type="button" onClick={() => onAuthRequired?.()}>
        Sign in
      </button>
    </div>
  );
}

let counter = 0;
function defineProbe(module: 'sakhli-guest-booking' | 'sakhli-booking-change', nonce?: string) {
  const tag = `sakhli-probe-${++counter}`;
  const spec = { ...elementSpec(elementByTag(module)), tag };
  customElements.define(
    tag,
    createSakhliElement(spec, Probe, {
      provider: SakhliProvider,
      config: { apiBase: 'http://api.test/', ...(nonce ? { nonce } : {}) },
    }),
  );
  return tag;
}

function mount(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
}

const inShadow = (el: HTMLElement, testId: string) =>
  el.shadowRoot?.querySelector<HTMLElement>(`[data-testid="${testId}"]`) ?? null;

afterEach(() => {
  document.body.innerHTML = '';
  document.querySelectorAll('style[data-test-hostile]').forEach((s) => s.remove());
});

describe('Sakhli custom elements', () => {
  it('renders into an open shadow root and parses kebab-case attributes by type', async () => {
    const tag = defineProbe('sakhli-guest-booking');
    const el = mount(`<${tag} apartment-id="101" hash="abc" time-hash="t1" from-url></${tag}>`);
    expect(el.shadowRoot?.mode).toBe('open');
    await expect.poll(() => inShadow(el, 'props')?.textContent).toBeTruthy();
    expect(JSON.parse(inShadow(el, 'props')!.textContent!)).toEqual({
      apartmentId: 101,
      hash: 'abc',
      timeHash: 't1',
      fromUrl: true,
    });
    el.setAttribute('apartment-id', '102');
    await expect.poll(() => inShadow(el, 'props')?.textContent).toContain('"apartmentId":102');
  });

  it('follows an attribute removed or emptied at runtime back to the default', async () => {
    const tag = defineProbe('sakhli-guest-booking');
    const el = mount(`<${tag} apartment-id="101" hash="abc" time-hash="t1"></${tag}>`);
    await expect.poll(() => inShadow(el, 'props')?.textContent).toContain('"timeHash":"t1"');
    el.removeAttribute('time-hash');
    el.setAttribute('hash', '');
    await expect
      .poll(() => JSON.parse(inShadow(el, 'props')?.textContent ?? '{}') as unknown)
      .toEqual({ apartmentId: 101 });
  });

  it('keeps secrets as properties: the session reaches the client, never an attribute', async () => {
    const tag = defineProbe('sakhli-booking-change');
    const el = mount(`<${tag} booking-id="5"></${tag}>`) as HTMLElement & {
      session?: unknown;
      token?: string;
    };
    el.session = { accessToken: 'secret-access', refreshToken: 'secret-refresh' };
    el.token = 'link-secret';
    await expect.poll(() => inShadow(el, 'token')?.textContent).toBe('secret-access');
    await expect.poll(() => inShadow(el, 'props')?.textContent).toContain('link-secret');
    expect(el.outerHTML).not.toContain('secret');
    expect([...el.attributes].map((a) => a.name)).toEqual(['booking-id']);
  });

  it('keeps properties a page set before the element was defined', async () => {
    const tag = `sakhli-probe-${++counter}`;
    const el = mount(`<${tag}></${tag}>`) as HTMLElement & { session?: unknown };
    el.session = { accessToken: 'early-token', refreshToken: null };
    customElements.define(
      tag,
      createSakhliElement({ ...elementSpec(elementByTag('sakhli-guest-booking')), tag }, Probe, {
        provider: SakhliProvider,
        config: { apiBase: 'http://api.test/' },
      }),
    );
    await expect.poll(() => inShadow(el, 'token')?.textContent).toBe('early-token');
  });

  it('dispatches widget outputs as bubbling, composed CustomEvents', async () => {
    const tag = defineProbe('sakhli-guest-booking');
    const el = mount(`<${tag} apartment-id="101"></${tag}>`);
    const heard = vi.fn<(event: Event) => void>();
    document.addEventListener('sakhli-booked', heard);
    await expect.poll(() => el.shadowRoot?.querySelector('button')).toBeTruthy();
    el.shadowRoot!.querySelector('button')!.click(); // Book
    document.removeEventListener('sakhli-booked', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ bookingId: 7 });
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(el);
  });

  it('lets a widget ask the host for a signed-in user with sakhli-auth-required', async () => {
    const tag = defineProbe('sakhli-guest-booking');
    const el = mount(`<${tag}></${tag}>`);
    const heard = vi.fn<(event: Event) => void>();
    el.addEventListener('sakhli-auth-required', heard);
    await expect.poll(() => el.shadowRoot?.querySelectorAll('button').length).toBe(2);
    el.shadowRoot!.querySelectorAll('button')[1]!.click();
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toBeNull();
  });

  it('writes its styles inside the shadow root with the CSP nonce, none into the page', async () => {
    const tag = defineProbe('sakhli-guest-booking', 'loader-nonce');
    const headStyles = document.head.querySelectorAll('style').length;
    const el = mount(`<${tag}></${tag}>`);
    await expect.poll(() => inShadow(el, 'text')).toBeTruthy();
    const styles = [...el.shadowRoot!.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((s) => s.nonce === 'loader-nonce')).toBe(true);
    expect(
      [...document.head.querySelectorAll('style')]
        .slice(headStyles)
        .map((s) => s.outerHTML.slice(0, 80)),
    ).toEqual([]);
  });

  it('prefers the element nonce over the page-wide one', async () => {
    const tag = defineProbe('sakhli-guest-booking', 'loader-nonce');
    const el = document.createElement(tag);
    el.nonce = 'element-nonce';
    document.body.append(el);
    await expect.poll(() => inShadow(el, 'text')).toBeTruthy();
    const styles = [...el.shadowRoot!.querySelectorAll('style')];
    expect(styles.map((s) => s.nonce)).toContain('element-nonce');
    expect(styles.map((s) => s.nonce)).not.toContain('loader-nonce');
  });

  it('writes its styles again with a nonce set at runtime', async () => {
    const tag = defineProbe('sakhli-guest-booking', 'loader-nonce');
    const el = mount(`<${tag}></${tag}>`);
    await expect.poll(() => inShadow(el, 'text')).toBeTruthy();
    el.setAttribute('nonce', 'later-nonce');
    await expect
      .poll(() => [...el.shadowRoot!.querySelectorAll('style')].map((s) => s.nonce))
      .toContain('later-nonce');
  });

  it("resists a hostile page's CSS and leaves the page's own styles alone", async () => {
    const hostile = document.createElement('style');
    hostile.dataset.testHostile = '';
    hostile.textContent =
      '* { font: 40px/1 serif !important; color: rgb(255, 0, 0) !important; letter-spacing: 9px !important }';
    document.head.append(hostile);
    const tag = defineProbe('sakhli-guest-booking');
    const el = mount(`<${tag}></${tag}>`);
    const neighbour = mount('<p>host text</p>');
    await expect.poll(() => inShadow(el, 'text')).toBeTruthy();
    const inside = getComputedStyle(inShadow(el, 'text')!);
    expect(inside.fontSize).toBe('16px');
    expect(inside.color).not.toBe('rgb(255, 0, 0)');
    expect(inside.letterSpacing).toBe('normal');
    expect(inside.fontFamily).toContain('Noto Sans Georgian');
    const outside = getComputedStyle(neighbour);
    expect(outside.fontSize).toBe('40px');
    expect(outside.color).toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(el).display).toBe('block');
  });
});
