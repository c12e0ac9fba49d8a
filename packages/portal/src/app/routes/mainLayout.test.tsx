// The frame's own calls (the user, the unread counts, the menu's badges) never hold up the screen
// (issue 27 §1): held unanswered, /home still shows its frame, its heading and the cards whose
// calls have answered; the counts' card waits in its own skeleton.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, OWNER_USER, renderPortal, type Answers } from '../../../test/renderPortal';

/** An answer that never comes (the call stays out for the whole test). */
const never = () => new Promise<never>(() => undefined);

describe('the main area’s frame calls', () => {
  it('/home opens while the user, the counts and the badges are still out', async () => {
    const held: Answers = {
      'GET api/users': never,
      'GET api/notifications/count': never,
      'GET api/bookings/new_count': never,
      'GET api/bookings/current_count': never,
      'GET api/contracts/overdue_count': never,
    };
    await renderPortal('/home', { signedIn: true, user: OWNER_USER, answers: held });
    await heading('Dashboard');
    // A card whose call answered shows its data; the counts' card its own skeleton.
    expect(await screen.findByText('No ticket is open.')).toBeVisible();
    const messages = screen
      .getByRole('heading', { level: 2, name: 'Messages' })
      .closest('section')!;
    expect(messages.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
