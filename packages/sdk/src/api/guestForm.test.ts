import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/createClient';
import { isApiError } from '../client/ApiError';
import { recordingFetch } from '../testing/recordingFetch';
import {
  checkPassportScan,
  countNights,
  guestFormProblems,
  guestStayProblems,
  tbilisiToday,
} from './guestForm';
import { uploadGuestBooking, type GuestBookingForm } from './guest';
import { parseGuestBookingToken, parseGuestLink } from './guestLinks';

const TODAY = '2026-11-23';
const form: GuestBookingForm = {
  income_date: '2026-12-01',
  exit_date: '2026-12-04',
  name: 'Nino',
  last_name: 'Beridze',
  gender: 'female',
  citizenship: 'GE',
  country: 'GE',
  city: 'Tbilisi',
  address: 'Rustaveli 1',
  personal_number: '01001012345',
  phone: '+995599123456',
  email: 'nino@example.ge',
  adults: 1,
  children: 0,
  children_ages: [],
  payment_type: 'cash',
};

describe('guest form rules (spec §5)', () => {
  it('passes a complete form', () => {
    expect(guestFormProblems(form, TODAY)).toEqual({});
  });

  it('names every missing required field', () => {
    const problems = guestFormProblems({}, TODAY);
    for (const field of ['name', 'last_name', 'email', 'phone', 'income_date', 'adults'] as const) {
      expect(problems[field]?.id, field).toBe('validation.required');
    }
  });

  it.each<[string, Partial<GuestBookingForm>, keyof GuestBookingForm, string]>([
    ['adults 0', { adults: 0 }, 'adults', 'validation.age'],
    ['adults 1.5', { adults: 1.5 }, 'adults', 'validation.number'],
    [
      'child of 12 is fine, 13 is not',
      { children: 2, children_ages: [12, 13] },
      'children_ages',
      'validation.childAge',
    ],
    [
      'two children, one age',
      { children: 2, children_ages: [3] },
      'children_ages',
      'validation.childrenCount',
    ],
    ['negative children', { children: -1 }, 'children', 'validation.number'],
    ['arrival yesterday', { income_date: '2026-11-22' }, 'income_date', 'validation.date'],
    ['zero nights', { exit_date: '2026-12-01' }, 'exit_date', 'validation.date'],
    ['91 nights', { exit_date: '2027-03-02' }, 'exit_date', 'validation.date'],
    ['30 February', { income_date: '2027-02-30' }, 'income_date', 'validation.date'],
    ['bad e-mail', { email: 'nino@ge' }, 'email', 'validation.email'],
  ])('%s', (_name, change, field, id) => {
    expect(guestFormProblems({ ...form, ...change }, TODAY)[field]?.id).toBe(id);
  });

  it('accepts arrival today, a child of 0 and 12, and 90 nights', () => {
    expect(
      guestStayProblems(
        {
          income_date: TODAY,
          exit_date: '2027-02-21',
          adults: 1,
          children: 2,
          children_ages: [0, 12],
        },
        TODAY,
      ),
    ).toEqual({});
    expect(countNights(TODAY, '2027-02-21')).toBe(90);
  });

  it('checks the passport scan type and the 5 MB limit', () => {
    expect(checkPassportScan({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(checkPassportScan({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      id: 'validation.fileSize',
      values: { max: '5 MB' },
    });
    expect(checkPassportScan({ type: 'image/gif', size: 10 })?.id).toBe('validation.fileType');
    const scan = new Blob(['x'], { type: 'text/plain' });
    expect(guestFormProblems({ ...form, passport_scan: scan }, TODAY).passport_scan?.id).toBe(
      'validation.fileType',
    );
  });

  it('counts today in Tbilisi (UTC+4)', () => {
    expect(tbilisiToday(Date.parse('2026-11-23T19:59:00Z'))).toBe('2026-11-23');
    expect(tbilisiToday(Date.parse('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });
});

describe('guest links in page addresses', () => {
  it('reads apartment, hash and time hash', () => {
    expect(parseGuestLink('https://sakhli.ge/qr/booking/101/abc')).toEqual({
      apartmentId: 101,
      hash: 'abc',
    });
    expect(parseGuestLink('/qr/booking/101/abc/t9?utm=x')).toEqual({
      apartmentId: 101,
      hash: 'abc',
      timeHash: 't9',
    });
    expect(parseGuestLink('https://sakhli.ge/qr/booking/x/abc')).toBeUndefined();
    expect(parseGuestLink('https://sakhli.ge/home')).toBeUndefined();
  });

  it('reads booking_id, token and lang of change and cancel links', () => {
    expect(
      parseGuestBookingToken('https://sakhli.ge/existing/book/change?booking_id=7&token=t&lang=ru'),
    ).toEqual({ bookingId: 7, token: 't', lang: 'ru' });
    expect(parseGuestBookingToken('/qr/book/cancel?booking_id=7&token=t&lang=fr', 'ge')).toEqual({
      bookingId: 7,
      token: 't',
      lang: 'ge',
    });
    expect(parseGuestBookingToken('/qr/book/cancel?booking_id=7')).toBeUndefined();
    expect(parseGuestBookingToken('/qr/book/cancel?booking_id=x&token=t')).toBeUndefined();
  });
});

/** A scripted XMLHttpRequest: records what was sent and answers with `reply`. */
function fakeXhr(reply: { status: number; body: string } | 'network') {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: undefined as unknown,
    };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (reply === 'network') return this.onerror?.();
        this.status = reply.status;
        this.responseText = reply.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('uploadGuestBooking (upload progress)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const win = { apartmentId: 101, hash: 'h', timeHash: 't' };
  const stay = {
    income_date: '2026-12-01',
    exit_date: '2026-12-04',
    nights: 3,
    adults: 1,
    children: 0,
    children_ages: [],
  };

  function client() {
    const onError = vi.fn();
    const c = createClient({
      baseURL: 'http://api.test/',
      fetch: recordingFetch().fetch,
      session: { accessToken: null, refreshToken: null, language: 'ge' },
      onError,
    });
    return { c, onError };
  }

  it('posts the multipart form with the client headers and reports progress', async () => {
    const sent = fakeXhr({
      status: 201,
      body: JSON.stringify({ data: { id: 9, status: 'new', ...stay }, message: 'ok' }),
    });
    const progress: number[] = [];
    const { c } = client();
    const created = await uploadGuestBooking(c, win, form, { onProgress: (f) => progress.push(f) });
    expect(created).toMatchObject({ id: 9, status: 'new', message: 'ok' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/qr/booking/101/h/t',
    });
    expect(sent[0]!.headers).toMatchObject({ Accept: 'application/json', 'user-language': 'ge' });
    expect((sent[0]!.body as FormData).get('email')).toBe('nino@example.ge');
  });

  it('turns error answers, bad answers and network failures into caller-owned ApiErrors', async () => {
    const { c, onError } = client();
    fakeXhr({
      status: 409,
      body: JSON.stringify({ message: 'taken', data: { code: 'error.datesTaken' } }),
    });
    const http = await uploadGuestBooking(c, win, form, { onProgress: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(http) && [http.kind, http.status, http.serverMessage]).toEqual([
      'http',
      409,
      'taken',
    ]);
    expect(onError).toHaveBeenLastCalledWith({ type: 'caller' }, http);
    fakeXhr({ status: 201, body: '<html>' });
    const bad = await uploadGuestBooking(c, win, form, { onProgress: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(bad) && bad.kind).toBe('bad-response');
    fakeXhr('network');
    const down = await uploadGuestBooking(c, win, form, { onProgress: () => {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(down) && down.kind).toBe('network');
  });
});
