// A screen that is not in the portal yet says so, instead of suggesting the account has no data,
// and points to what works.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { heading, renderPortal } from '../../../test/renderPortal';

it('an unbuilt screen says it is not in the portal yet and leads to the dashboard or support', async () => {
  // /payments: still a purpose screen (/test is built since issue 26, /apartments since issue 12).
  await renderPortal('/payments', { signedIn: true });
  await heading('Payments');
  expect(
    screen.getByRole('heading', { level: 2, name: 'This screen is not in the portal yet' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/nothing to show/i)).toBeNull();
  expect(screen.getByText(/your account and its data are not affected/i)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
    'href',
    '/home',
  );
  await userEvent.setup().click(screen.getByRole('link', { name: 'Open support' }));
  await heading('Support');
});
