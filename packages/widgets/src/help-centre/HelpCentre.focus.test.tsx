// Focus follows the article the user opens and returns to its link on Back, so a keyboard or
// screen reader user is never dropped on <body>; the first mount and the host's own moves leave
// focus alone.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE } from '../ticket-chat/testing';
import { signedInDemoPerTest } from './testing';
import { HelpCentre } from './HelpCentre';

const demo = signedInDemoPerTest();

/** A host that keeps the article in its own state, as the portal keeps it in the address. */
function Host({ initial }: { initial?: number }) {
  const [articleId, setArticleId] = useState(initial);
  return (
    <SakhliProvider apiBase={API_BASE} language="en" session={demo.session}>
      <HelpCentre articleId={articleId} onArticleChange={setArticleId} />
    </SakhliProvider>
  );
}

describe('HelpCentre focus on view changes', () => {
  it('focuses an opened article’s heading and its link again on Back, not on mount', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const article = demo.api.db().helpCentre.articles[1]!;
    const link = await screen.findByRole('button', { name: article.title.en });
    expect(document.activeElement).toBe(document.body);

    await user.click(link);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: article.title.en })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: article.title.en })).toHaveFocus(),
    );
  });

  it('does not take focus when the page opens on an article', async () => {
    const article = demo.api.db().helpCentre.articles[0]!;
    render(<Host initial={article.id} />);
    await screen.findByRole('heading', { name: article.title.en });
    expect(document.activeElement).toBe(document.body);
  });
});
