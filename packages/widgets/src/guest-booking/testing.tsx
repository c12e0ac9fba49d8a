// Test and story helpers: a fresh demo API behind fetch/XHR, guest windows opened through it, and
// the widget rendered the way a host renders it.
import { render, screen, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createDemoApi, type DemoApi } from '@sakhli/demo-api';
import type { GuestWindow, Language } from '@sakhli/sdk';
import { vi } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { formatDate } from '../shell/i18n/format';
import { nightsOf } from './bookedNights';
import { GuestBooking, type GuestBookingProps } from './GuestBooking';
import { toDay, toIsoDate } from './guestFormValues';

export const API_BASE = 'http://api.test/';

export interface Recorded {
  method: string;
  path: string;
}

export interface ServeOptions {
  /**
   * The request reaches the demo API (which acts on it) but its answer is lost on the way back:
   * the page sees a network failure, as on a dropped mobile connection. Asked once per request.
   */
  loseAnswer?: (request: Request) => boolean;
  /** Answers a request (fetch or XHR) instead of the demo API; `undefined` lets the API answer. */
  answerInstead?: (request: Request) => Response | undefined;
}

/** A fresh demo API answering every `fetch` and XHR of the page; returns it, the calls seen and those in flight. */
export function serveDemoApi(
  options: Parameters<typeof createDemoApi>[0] = {},
  { loseAnswer, answerInstead }: ServeOptions = {},
) {
  const api = createDemoApi(options);
  const calls: Recorded[] = [];
  let pending = 0;
  const answer = async (request: Request) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname });
    const instead = answerInstead?.(request);
    if (instead) return instead;
    const lost = loseAnswer?.(request) ?? false;
    pending += 1;
    let response: Response;
    try {
      response = await api.fetch(request);
    } finally {
      pending -= 1;
    }
    if (lost) throw new TypeError('Failed to fetch (the answer was lost)');
    return response;
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new Request(input, init)),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhr(answer));
  /** Calls sent and not answered yet. */
  const inFlight = () => pending;
  return { api, calls, inFlight };
}

/**
 * An XMLHttpRequest stand-in over the demo API that reports upload progress in two steps: 40 %, then,
 * once the page shows it (or after 5 s, for a page without a bar), 100 % and the answer. Waiting on
 * the page, not on a fixed delay, keeps the 40 % visible to tests on a loaded machine.
 */
function fakeXhr(answer: (request: Request) => Promise<Response>) {
  return class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private answered: Headers | undefined;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string): string | null {
      return this.answered?.get(name) ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: BodyInit | null) {
      const total = 1000;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(400);
        // Only a body with a file has a bar to wait for (a text-only message shows none).
        const hasFile =
          body instanceof FormData && [...body.values()].some((v) => typeof v !== 'string');
        if (hasFile) await pageShowsProgress(40);
        progress(total);
        let response: Response;
        try {
          response = await answer(
            new Request(this.url, { method: this.method, headers: this.headers, body }),
          );
        } catch {
          this.onerror?.();
          return;
        }
        this.status = response.status;
        this.answered = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
}

/** Resolves once a `<progress>` (in the document or an open shadow root) shows `percent`. */
async function pageShowsProgress(percent: number, atMostMs = 5000): Promise<void> {
  const shows = (root: Document | ShadowRoot): boolean =>
    root.querySelector(`progress[value="${percent}"]`) !== null ||
    Array.from(root.querySelectorAll('*')).some((el) => el.shadowRoot && shows(el.shadowRoot));
  const until = performance.now() + atMostMs;
  while (!shows(document) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The apartment's public link, as the fixtures list it. */
export function guestLinkOf(api: DemoApi, apartmentId = 101) {
  const link = api.db().guest.links.find((l) => l.apartmentId === apartmentId);
  if (!link) throw new Error(`No guest link for apartment ${apartmentId}`);
  return { apartmentId, hash: link.hash };
}

/** Requests a reservation e-mail and takes the time hash from the outbox, as a guest would. */
export async function openWindow(
  api: DemoApi,
  email = 'nino@example.ge',
  apartmentId = 101,
): Promise<GuestWindow> {
  const link = guestLinkOf(api, apartmentId);
  const response = await api.fetch(
    new Request(`${API_BASE}api/qr/booking/${apartmentId}/${link.hash}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  if (!response.ok) throw new Error(`Could not open a window: ${response.status}`);
  const mail = api.db().outbox.latest(email, 'reservation link');
  const timeHash = mail?.link?.split('/').pop();
  if (!timeHash) throw new Error('No reservation link in the outbox');
  return { ...link, timeHash };
}

/** A free two-night stay in the next weeks (both nights free, inside the two months shown). */
export function freeStay(api: DemoApi, apartmentId = 101): { from: string; to: string } {
  const booked = api
    .db()
    .bookings.bookings.filter((b) => b.apartmentId === apartmentId && b.status !== 'canceled');
  const taken = new Set(nightsOf(booked.map((b) => ({ start: b.incomeDate, end: b.exitDate }))));
  // The demo API's clock (the test clock, SAKHLI_TEST_NOW, when a run sets one).
  const today = api.clock().now();
  const lastShown = new Date(today.getFullYear(), today.getMonth() + 2, 0);
  for (let d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2); ;) {
    const from = toIsoDate(d);
    const next = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
    const to = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 2);
    if (!taken.has(from) && !taken.has(toIsoDate(next)) && to <= lastShown) {
      return { from, to: toIsoDate(to) };
    }
    d = next;
    if (d > lastShown) throw new Error('No free two-night stay in the months shown');
  }
}

/** Renders the widget inside SakhliProvider against `API_BASE`. */
export function renderGuestBooking(
  props: GuestBookingProps,
  language: Language = 'en',
): RenderResult {
  return render(
    <SakhliProvider apiBase={API_BASE} language={language}>
      <GuestBooking {...props} />
    </SakhliProvider>,
  );
}

/** Clicks the arrival and departure days of a stay in the calendar. */
export async function chooseDates(user: UserEvent, stay: { from: string; to: string }) {
  for (const day of [stay.from, stay.to]) {
    const name = new RegExp(`^${formatDate(toDay(day), 'en', 'long')}`);
    await user.click(await screen.findByRole('button', { name }));
  }
}

/** Fills the guest form of step 2 with a valid guest (English labels). */
export async function fillGuest(user: UserEvent, email = 'nino@example.ge') {
  const field = (name: string) =>
    screen.getByLabelText(name, { selector: 'input,select,textarea' });
  // The country list arrives with its own call.
  await screen.findAllByRole('option', { name: 'Georgia' });
  await user.type(field('First name'), 'Nino');
  await user.type(field('Last name'), 'Beridze');
  await user.selectOptions(field('Gender'), 'female');
  await user.selectOptions(field('Citizenship'), 'GE');
  await user.selectOptions(field('Country of residence'), 'GE');
  await user.type(field('City'), 'Tbilisi');
  await user.type(field('Address'), '12 Rustaveli Ave');
  await user.type(field('Personal or passport number'), '01024012345');
  await user.type(field('Phone'), '+995 555 12 34 56');
  await user.clear(field('E-mail'));
  await user.type(field('E-mail'), email);
  await user.selectOptions(field('Payment'), 'card');
}
