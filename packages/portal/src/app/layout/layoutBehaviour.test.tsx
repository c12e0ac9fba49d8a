// Layout behaviour a user notices: focus on the new screen's heading after navigation, the
// scroll-to-top control after 300 px, the skip link.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { heading, renderPortal } from '../../../test/renderPortal';

afterEach(() => {
  document.body.style.minHeight = '';
  window.scrollTo(0, 0);
});

describe('layout', () => {
  it('after navigating, focus lands on the new screen heading and the page is at the top', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Welcome, Giorgi');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open support' }));
    const h1 = await heading('Support');
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(window.scrollY).toBe(0);
  });

  it('shows "Back to top" only past 300 px', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Welcome, Giorgi');
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 250);
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    window.scrollTo(0, 400);
    fireEvent.scroll(window);
    const toTop = await screen.findByRole('button', { name: 'Back to top' });
    window.scrollTo(0, 0);
    fireEvent.scroll(window);
    await waitFor(() => expect(toTop).not.toBeInTheDocument());
  });

  it('the skip link is the first stop and moves focus to <main>', async () => {
    await renderPortal('/home', { signedIn: true });
    await heading('Welcome, Giorgi');
    const user = userEvent.setup();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
