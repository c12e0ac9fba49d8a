// /test, the API check (issue 26 §7), against the demo API: who is signed in and in which language,
// each core call of the role answering (a resident's list has no owner's call), each made once; a
// failing call says its status and reason in its row, an alert counts what failed with "Try again",
// which asks afresh, as "Check again" does when all answer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createDemoApi } from '@sakhli/demo-api';
import { renderDemoPortal } from '../../../test/demoPortal';
import { heading } from '../../../test/renderPortal';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

// The table's row (the same rows are also drawn as cards for narrow screens).
const rowOf = (call: string) =>
  within(screen.getByRole('table')).getByText(call, { selector: 'code' }).closest('tr')!;

describe('/test', () => {
  it("shows the resident's session and every core call answering, each asked once", async () => {
    const demo = await renderDemoPortal('/test');
    await heading('Test page');
    const session = screen.getByRole('region', { name: 'Session' });
    await waitFor(() => expect(session).toHaveTextContent('resident@sakhli.ge'));
    expect(session).toHaveTextContent('Resident');
    expect(session).toHaveTextContent('English');
    expect(await screen.findByText('10 of 10 calls answer.')).toBeVisible();
    expect(rowOf('GET api/apartments/billing')).toHaveTextContent('Answers');
    expect(within(screen.getByRole('table')).queryByText('GET api/bookings/new_count')).toBeNull();
    for (const path of [
      '/api/auth/is_auth',
      '/api/users',
      '/api/apartments/billing',
      '/api/countries',
    ]) {
      expect(demo.gets(path), path).toBe(1);
    }
    expect(demo.gets('/api/bookings/new_count')).toBe(0);
  });

  it('says why a call failed in its row and what failed in an alert; "Try again" asks again', async () => {
    const user = userEvent.setup();
    const real = createDemoApi();
    let down = true;
    const api = {
      ...real,
      fetch: (request: Request) =>
        down && new URL(request.url).pathname === '/api/helpCenter/topics'
          ? Promise.resolve(Response.json({ message: 'Help is being rebuilt.' }, { status: 503 }))
          : real.fetch(request),
    };
    const demo = await renderDemoPortal('/test', { api });
    await heading('Test page');
    const row = () => rowOf('GET api/helpCenter/topics');
    await waitFor(() => expect(row()).toHaveTextContent('Failed'), { timeout: 20_000 });
    expect(row()).toHaveTextContent('HTTP 503: Help is being rebuilt.');
    expect(await screen.findByText('9 of 10 calls answer.')).toBeVisible();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('1 call did not answer');
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    down = false;
    const before = demo.gets('/api/apartments/list');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(row()).toHaveTextContent('Answers'));
    expect(await screen.findByText('10 of 10 calls answer.')).toBeVisible();
    expect(demo.gets('/api/apartments/list')).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    // All answer: "Check again" asks every call afresh.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(demo.gets('/api/apartments/list')).toBe(before + 2));
  });

  it('adds the owner’s calls for an owner', async () => {
    await renderDemoPortal('/test', { email: 'owner@sakhli.ge' });
    await waitFor(() => expect(rowOf('GET api/bookings/new_count')).toBeVisible());
    await waitFor(() => expect(rowOf('GET api/keys/count')).not.toHaveTextContent(/Failed|ვერ/));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13);
  });
});
