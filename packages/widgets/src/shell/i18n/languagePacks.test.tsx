// Issue 28 §2: a widget built with per-language packs (the embed, the portal) fetches the language
// it shows, keeps the old texts on screen while a switch loads the new ones (never an id, no
// remount), fetches each pack once, and a part whose catalog comes later waits for its own texts.
// The catalogs here are what the build makes of `defineCatalog` (catalogPacks.ts): lazyCatalog.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyCatalog, type Language, type PackModule } from '@sakhli/sdk';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog';
import { SakhliProvider } from '../SakhliProvider';
import { WidgetRoot } from '../WidgetRoot';
import { WithCatalog } from '../../ui/catalogIntl';

/** A built catalog whose packs arrive when the test says; counts what was fetched. */
function heldCatalog(texts: Record<Language, Record<string, string>>) {
  const fetched: Language[] = [];
  const release: Partial<Record<Language, () => void>> = {};
  const load = (language: Language) => () => {
    fetched.push(language);
    return new Promise<PackModule>((resolve) => {
      release[language] = () => resolve({ default: texts[language] });
    });
  };
  const catalog = lazyCatalog({ en: load('en'), ge: load('ge'), ru: load('ru') });
  return { catalog: catalog as unknown as Catalog, fetched, release };
}

/** Every text the page showed, as it changed: an id would be caught even if shown for one frame. */
function recordTexts(): string[] {
  const seen: string[] = [];
  new MutationObserver(() => seen.push(document.body.textContent ?? '')).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  return seen;
}

let mounts = 0;
function Title() {
  const intl = useIntl();
  const [mountedAs] = useState(() => ++mounts);
  return <h2 data-mount={mountedAs}>{intl.formatMessage({ id: 'probe.title' }, { n: 2 })}</h2>;
}

describe('a widget with per-language packs', () => {
  const widget = heldCatalog({
    en: { 'probe.title': '{n, plural, one {# room} other {# rooms}}' },
    ge: { 'probe.title': '{n} ოთახი' },
    ru: { 'probe.title': '{n, plural, one {# комната} few {# комнаты} other {# комнат}}' },
  });

  it('shows its language once its pack is in, and switches in place fetching each pack once', async () => {
    const seen = recordTexts();
    const ui = (language: Language) => (
      <SakhliProvider apiBase="http://api.test/" language={language}>
        <WidgetRoot catalog={widget.catalog}>
          <Title />
        </WidgetRoot>
      </SakhliProvider>
    );
    const { rerender } = render(ui('en'));
    // Nothing before its texts: no id, no empty heading.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(widget.fetched).toEqual(['en']);
    await act(async () => widget.release.en!());
    expect(await screen.findByRole('heading')).toHaveTextContent('2 rooms');
    const heading = screen.getByRole('heading');

    // The switch: English stays (same element, not remounted) until the Georgian pack arrives.
    rerender(ui('ge'));
    expect(widget.fetched).toEqual(['en', 'ge']);
    expect(screen.getByRole('heading')).toHaveTextContent('2 rooms');
    expect(heading.closest('[part=root]')).toHaveAttribute('lang', 'en');
    await act(async () => widget.release.ge!());
    expect(await screen.findByText('2 ოთახი')).toBe(heading);
    expect(heading.closest('[part=root]')).toHaveAttribute('lang', 'ka');
    expect(heading).toHaveAttribute('data-mount', '1');

    // Back and forth: nothing is fetched again.
    rerender(ui('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('2 rooms');
    rerender(ui('ge'));
    expect(screen.getByRole('heading')).toHaveTextContent('2 ოთახი');
    expect(widget.fetched).toEqual(['en', 'ge']);
    expect(seen.filter((text) => text.includes('probe.'))).toEqual([]);
  });

  it("waits for a later part's own texts, fetched in the language on screen only", async () => {
    const seen = recordTexts();
    const later: { part?: ReturnType<typeof heldCatalog> } = {};
    function Part() {
      return <p>{useIntl().formatMessage({ id: 'probe.part' })}</p>;
    }
    const ui = (withPart: boolean) => (
      <SakhliProvider apiBase="http://api.test/" language="ge">
        <WidgetRoot catalog={widget.catalog}>
          <Title />
          {withPart && later.part ? (
            <WithCatalog catalog={later.part.catalog}>
              <Part />
            </WithCatalog>
          ) : null}
        </WidgetRoot>
      </SakhliProvider>
    );
    const { rerender } = render(ui(false));
    expect(await screen.findByRole('heading')).toHaveTextContent('2 ოთახი');
    // A dialog's chunk arrives: its catalog fetches the language on screen at once, and only it.
    const part = (later.part = heldCatalog({
      en: { 'probe.part': 'Exchange points' },
      ge: { 'probe.part': 'ქულების გაცვლა' },
      ru: { 'probe.part': 'Обменять баллы' },
    }));
    expect(part.fetched).toEqual(['ge']);
    rerender(ui(true));
    expect(screen.getByRole('heading')).toHaveTextContent('2 ოთახი');
    expect(screen.queryByText('ქულების გაცვლა')).toBeNull();
    await act(async () => part.release.ge!());
    expect(await screen.findByText('ქულების გაცვლა')).toBeVisible();
    expect(part.fetched).toEqual(['ge']);
    expect(seen.filter((text) => text.includes('probe.'))).toEqual([]);
  });
});
