// /devices (issue 26 §4): desktops and mobiles with their sign-ins; the current device marked and
// never offered for removal; another signed out only after a confirm; all others at once; a failed
// list says why with its retry, a refused sign-out says why in its dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

const device = (id: number, os: string, browser: string | undefined, current = false) => ({
  id,
  os,
  ...(browser ? { browser } : {}),
  type: /iOS|Android/.test(os) ? 'smartphone' : 'desktop',
  first_login: '2026-05-04T09:30:00Z',
  last_login: '2026-11-20T18:05:00Z',
  current,
});

/** A demo account's devices, answered from a list the test's calls change. */
function devicesApi() {
  let list = [
    device(501, 'Windows 11', 'Chrome 131', true),
    device(502, 'macOS 15', 'Safari 18'),
    device(503, 'iOS 18', 'Sakhli app'),
    device(504, 'Android 15', undefined),
  ];
  const deleted: string[] = [];
  const answers: Answers = {
    'GET api/users/devices': () => [
      200,
      {
        data: {
          desktops: list.filter((d) => d.type === 'desktop'),
          mobiles: list.filter((d) => d.type === 'smartphone'),
        },
      },
    ],
    'DELETE api/users/devices/others': () => {
      deleted.push('others');
      const removed = list.filter((d) => !d.current).length;
      list = list.filter((d) => d.current);
      return [200, { data: { removed }, message: 'Every other device has been signed out.' }];
    },
  };
  for (const id of [502, 503, 504]) {
    answers[`DELETE api/users/device/${id}`] = () => {
      deleted.push(String(id));
      list = list.filter((d) => d.id !== id);
      return [200, { data: null, message: 'The device has been signed out.' }];
    };
  }
  return { answers, deleted };
}

describe('/devices', () => {
  it('lists computers and phones; the current one is marked and cannot be signed out', async () => {
    const { answers } = devicesApi();
    await renderPortal('/devices', { signedIn: true, answers });
    await heading('Devices');
    const computers = await screen.findByRole('table', { name: 'Computers' });
    const phones = screen.getByRole('table', { name: 'Phones' });
    const rows = within(computers).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Windows 11');
    expect(rows[0]).toHaveTextContent('Chrome 131');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent("You can't delete current session");
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Sign out macOS 15, Safari 18' }),
    ).toBeVisible();
    expect(within(phones).getAllByRole('row')).toHaveLength(3);
    expect(within(phones).getByRole('button', { name: 'Sign out Android 15' })).toBeVisible();
  });

  it('signs another device out only once the user confirms', async () => {
    const user = userEvent.setup();
    const { answers, deleted } = devicesApi();
    await renderPortal('/devices', { signedIn: true, answers });
    await user.click(await screen.findByRole('button', { name: 'Sign out macOS 15, Safari 18' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out macOS 15, Safari 18?',
    });
    // Keeping it does nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out macOS 15, Safari 18' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The device has been signed out.')).toBeVisible();
    expect(deleted).toEqual(['502']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Computers' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.queryByText('macOS 15')).toBeNull();
  });

  it('signs out all other devices after a confirm, keeping this one', async () => {
    const user = userEvent.setup();
    const { answers, deleted } = devicesApi();
    await renderPortal('/devices', { signedIn: true, answers });
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other devices?' });
    expect(dialog).toHaveTextContent('3 other devices will have to sign in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('Every other device has been signed out.')).toBeVisible();
    expect(deleted).toEqual(['others']);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull(),
    );
    expect(screen.getByRole('table', { name: 'Computers' })).toHaveTextContent('Windows 11');
    expect(await screen.findByText('No phone is signed in to your account.')).toBeVisible();
  });

  it('says why a sign-out was refused in its dialog, and why the list failed with a retry', async () => {
    const user = userEvent.setup();
    const { answers } = devicesApi();
    answers['DELETE api/users/device/503'] = () => [422, { message: 'That device is busy.' }];
    let listDown = true;
    const list = answers['GET api/users/devices']!;
    answers['GET api/users/devices'] = (body) =>
      listDown ? [500, { message: 'Devices are resting.' }] : list(body);
    await renderPortal('/devices', { signedIn: true, answers });
    const failed = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(failed).toHaveTextContent('Devices are resting.');
    listDown = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out iOS 18, Sakhli app' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('The device could not be signed out.');
    expect(refused).toHaveTextContent('That device is busy.');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});

describe('/devices on a 375 px phone', () => {
  it('stacks the devices as cards, nothing wider than the screen, every action reachable', async () => {
    await page.viewport(375, 800);
    const { answers } = devicesApi();
    await renderPortal('/devices', { signedIn: true, answers });
    await heading('Devices');
    expect(
      await screen.findByRole('button', { name: 'Sign out macOS 15, Safari 18' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeVisible();
    expect(screen.getAllByText("You can't delete current session")[0]).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
