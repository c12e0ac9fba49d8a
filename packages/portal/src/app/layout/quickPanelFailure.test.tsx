// A quick panel list whose call failed says so with its retry (issue 27 §1), never its empty text:
// "No notifications yet." after a failure is a failure shown as good news.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal } from '../../../test/renderPortal';

const NOTIFICATION = {
  id: 1,
  kind: 'message',
  title: 'Water off on Friday',
  body: 'From 10:00 to 14:00.',
  link: null,
  created_at: '2026-11-20T10:00:00Z',
  read: false,
};

describe('quick panel: a list that failed', () => {
  it('shows the reason and "Try again" instead of "No notifications yet.", then the list', async () => {
    let failing = true;
    await renderPortal('/home', {
      signedIn: true,
      answers: {
        // A refusal is not retried by the query client: the failure shows at once.
        'GET api/notifications': () =>
          failing
            ? [403, { message: 'Notifications are unavailable.' }]
            : [200, { data: { items: [NOTIFICATION] }, meta: { items_count: 1 } }],
      },
    });
    await heading('Dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notifications and settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
    const failed = await within(panel).findByRole('alert');
    expect(failed).toHaveTextContent('Notifications are unavailable.');
    expect(within(panel).queryByText('No notifications yet.')).toBeNull();
    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Water off on Friday')).toBeVisible();
  });
});
