// Quick panel "Mark as read" (QA pass 2, #3): the button goes away once the item is read, so
// focus moves on to the next unread item's button (else the list) and the change is announced.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

function notificationAnswers(titles: string[]): Answers {
  const read = new Set<number>();
  const items = () =>
    titles.map((title, index) => ({
      id: index + 1,
      kind: 'message',
      title,
      body: `${title} body`,
      link: null,
      created_at: '2026-11-20T10:00:00Z',
      read: read.has(index + 1),
    }));
  const answers: Answers = {
    'GET api/notifications': () => [
      200,
      { data: { items: items() }, meta: { items_count: titles.length } },
    ],
  };
  titles.forEach((_, index) => {
    answers[`POST api/notifications/${index + 1}`] = () => {
      read.add(index + 1);
      return [200, { data: items()[index] }];
    };
  });
  return answers;
}

async function openQuickPanel(titles: string[]) {
  await renderPortal('/home', { signedIn: true, answers: notificationAnswers(titles) });
  await heading('Dashboard');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Notifications and settings' }));
  const panel = await screen.findByRole('dialog', { name: 'Quick panel' });
  await within(panel).findAllByRole('button', { name: 'Mark as read' });
  return { user, panel };
}

describe('quick panel: mark as read', () => {
  it('moves focus to the next unread item and announces the change', async () => {
    const { user, panel } = await openQuickPanel(['Invoice ready', 'Water off']);
    const [first, second] = within(panel).getAllByRole('button', { name: 'Mark as read' });
    await user.click(first!);
    await waitFor(() =>
      expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1),
    );
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(within(panel).getByRole('status')).toHaveTextContent('Marked as read: Invoice ready');
  });

  it('after the last unread item, focus stays in the panel on the list', async () => {
    const { user, panel } = await openQuickPanel(['Invoice ready']);
    await user.click(within(panel).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark as read' })).toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('list')));
    expect(within(panel).getByRole('status')).toHaveTextContent('Marked as read: Invoice ready');
  });
});
