// The demo mailbox line: in the screen's language, to the mailbox page in that language, new tab.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SakhliProvider } from '@sakhli/widgets';
import type { Language } from '@sakhli/sdk';
import { MailboxLink } from './MailboxLink';

describe('MailboxLink', () => {
  it.each([
    ['en', 'Demo mailbox (opens in a new tab)', 'en'],
    ['ge', 'დემო საფოსტო ყუთი (იხსნება ახალ ჩანართში)', 'ge'],
    ['ru', 'Демо-почта (откроется в новой вкладке)', 'ru'],
  ] as const)('in %s links the mailbox page in that language', async (language, name, lang) => {
    render(
      <SakhliProvider language={language as Language}>
        <MailboxLink />
      </SakhliProvider>,
    );
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `/__demo/mailbox?lang=${lang}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('complementary', { name })).toBeInTheDocument();
  });
});
