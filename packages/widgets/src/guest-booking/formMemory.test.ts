// The guest's answers survive a new tab for a while after an expired window, and never longer.
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyGuestForm } from './guestFormValues';
import {
  formMemoryKey,
  forgetForm,
  HANDOFF_MS,
  handOffForm,
  recallForm,
  rememberForm,
} from './formMemory';

const KEY = formMemoryKey(101);
const nino = { ...emptyGuestForm, name: 'Nino', personalNumber: '01024012345' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(KEY);
});

describe('form memory', () => {
  it('keeps answers for this tab only under a sakhli: key', () => {
    rememberForm(101, nino);
    expect(KEY).toBe('sakhli:guest-booking:101');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(recallForm(101).name).toBe('Nino');
  });

  it('hands answers to the next tab once, and drops them after the hand-off time', () => {
    handOffForm(101, nino, 1_000);
    expect(recallForm(101, 1_000 + HANDOFF_MS - 1).name).toBe('Nino');
    expect(localStorage.getItem(KEY)).toBeNull();

    sessionStorage.clear();
    handOffForm(101, nino, 1_000);
    expect(recallForm(101, 1_000 + HANDOFF_MS).name).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets everything after a booking', () => {
    rememberForm(101, nino);
    handOffForm(101, nino);
    forgetForm(101);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
