// A screen that is not in the portal yet says so, instead of suggesting the account has no data,
// and points to what works.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { heading, renderPortal } from '../../../test/renderPortal';

it('an unbuilt screen says it is not in the portal yet and leads to the dashboard or support', async () => {
  // /test (spec §2's "test page"): still a purpose screen (/apartments is built since issue 12).
  await renderPortal('/test', { signedIn: true });
  await heading('Test page');
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
