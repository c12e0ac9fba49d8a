// HelpCentre against the demo API: topics, search over titles, and the seeded hostile articles shown inert.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@sakhli/sdk';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE } from '../ticket-chat/testing';
import { signedInDemoPerTest } from './testing';
import { HelpCentre, type HelpCentreProps } from './HelpCentre';

const demo = signedInDemoPerTest();

function renderHelp(props: HelpCentreProps = {}, language: Language = 'en') {
  return render(
    <SakhliProvider apiBase={API_BASE} language={language} session={demo.session}>
      <HelpCentre {...props} />
    </SakhliProvider>,
  );
}

describe('HelpCentre', () => {
  it('lists every topic with its articles', async () => {
    renderHelp();
    const { topics, articles } = demo.api.db().helpCentre;
    for (const topic of topics) {
      expect(await screen.findByRole('heading', { name: topic.title.en })).toBeVisible();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(articles.length);
  });

  it('searches titles and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderHelp();
    const first = demo.api.db().helpCentre.articles[0]!;
    await screen.findByRole('button', { name: first.title.en });
    const search = screen.getByRole('searchbox', { name: 'Search help' });
    await user.type(search, first.title.en.split(' ').slice(0, 2).join(' '));
    expect(screen.getByRole('button', { name: first.title.en })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/article(s)? found/);
    await user.clear(search);
    await user.type(search, 'zzqx nothing');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing in help matches “zzqx nothing”. Try other words, or ask support.',
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('opens an article by keyboard with its CMS script, handlers and javascript: links removed', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const hostile = demo.api
      .db()
      .helpCentre.articles.find((a) => a.content.en.includes('javascript:'))!;
    const onArticleChange = vi.fn();
    renderHelp({ onArticleChange });
    const open = await screen.findByRole('button', { name: hostile.title.en });
    while (document.activeElement !== open) await user.tab();
    await user.keyboard('{Enter}');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: hostile.title.en })).toBeVisible();
    expect(article).toHaveTextContent('6-digit code');
    const body = article.querySelector('[data-article-body]')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/javascript:|onerror/i);
    expect(alert).not.toHaveBeenCalled();
    expect(onArticleChange).toHaveBeenCalledWith(hostile.id);

    await user.click(screen.getByRole('button', { name: /Back to topics/ }));
    expect(await screen.findByRole('searchbox')).toBeVisible();
    expect(onArticleChange).toHaveBeenLastCalledWith(undefined);
  });

  it('says to sign in, and tells the host, when the API refuses the session', async () => {
    const onAuthRequired = vi.fn();
    render(
      <SakhliProvider apiBase={API_BASE} onAuthRequired={onAuthRequired}>
        <HelpCentre />
      </SakhliProvider>,
    );
    expect(await screen.findByText('Sign in to read the help centre.')).toBeVisible();
    expect(onAuthRequired).toHaveBeenCalled();
  });

  it('speaks Georgian and Russian', async () => {
    const ge = renderHelp({}, 'ge');
    expect(await screen.findByRole('heading', { name: 'დახმარების ცენტრი' })).toBeVisible();
    ge.unmount();
    renderHelp({}, 'ru');
    expect(await screen.findByRole('heading', { name: 'Справочный центр' })).toBeVisible();
  });
});
