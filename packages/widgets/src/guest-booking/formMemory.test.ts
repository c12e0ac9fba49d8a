// The guest's answers stay in storage only while a hold runs, per widget instance (issue 16 §3).
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyGuestForm } from './guestFormValues';
import { formMemoryKey, forgetForm, handOffForm, recallForm, rememberForm } from './formMemory';

const KEY = formMemoryKey(101);
const nino = { ...emptyGuestForm, name: 'Nino', personalNumber: '01024012345' };
const HOLD_ENDS = 600_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('form memory', () => {
  it('keeps answers for this tab only, under a sakhli: key of the widget instance', () => {
    rememberForm(101, nino, HOLD_ENDS);
    expect(KEY).toBe('sakhli:guest-booking:main:101');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(recallForm(101, HOLD_ENDS - 1).name).toBe('Nino');
    expect(recallForm(101, HOLD_ENDS - 1, 'other').name).toBe('');
  });

  it('removes the answers from storage once their hold has ended', () => {
    rememberForm(101, nino, HOLD_ENDS);
    expect(recallForm(101, HOLD_ENDS).name).toBe('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('hands answers to the next tab once, until the new link’s hold ends', () => {
    handOffForm(101, nino, HOLD_ENDS);
    expect(recallForm(101, HOLD_ENDS - 1).name).toBe('Nino');
    expect(localStorage.getItem(KEY)).toBeNull();

    sessionStorage.clear();
    handOffForm(101, nino, HOLD_ENDS);
    expect(recallForm(101, HOLD_ENDS).name).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets everything after a booking', () => {
    rememberForm(101, nino, HOLD_ENDS);
    handOffForm(101, nino, HOLD_ENDS);
    forgetForm(101);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops entries of the old shape, which had no end', () => {
    sessionStorage.setItem(KEY, JSON.stringify(nino));
    expect(recallForm(101, 1).name).toBe('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
