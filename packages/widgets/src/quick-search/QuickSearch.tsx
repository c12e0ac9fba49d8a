// The quick search part (spec §2): a search field whose results, grouped by kind, link to screens.
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  pageAddress,
  QUICK_SEARCH_MIN,
  safeLinkOf,
  type QuickSearchResult,
  type SafeLink,
  type SearchHit,
} from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { WidgetRoot } from '../shell/WidgetRoot';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { controlBox, focusRing } from '../ui/styles';
import { quickSearchMessages } from './messages';
import { useQuickSearch, type QuickSearchTiming } from './useQuickSearch';

const GROUPS = ['apartments', 'bookings', 'tickets', 'documents'] as const;

export interface QuickSearchProps extends QuickSearchTiming {
  /**
   * Called when a result is chosen, with its checked address (`link.sameOrigin`: route to
   * `link.path`); the portal navigates with its router. Without it the link is followed. A hit
   * whose `url` is neither on this page's origin nor `https:` is not shown (issue 16 §4).
   */
  onSelect?: (hit: SearchHit, link: SafeLink) => void;
  /** Focus the field when mounted (inside a panel that just opened). */
  focusOnMount?: boolean;
}

const Label = styled('label', dom)`
  display: block;
  margin-bottom: ${vars.space1};
  font-weight: ${vars.fontWeightBold};
`;

const Input = styled('input', dom)`
  ${controlBox}
`;

const Status = styled('p', dom)<{ $error?: boolean }>`
  margin: ${vars.space2} 0;
  color: ${({ $error }) => ($error ? vars.colorDanger : vars.colorTextMuted)};
  font-size: ${vars.fontSizeSm};
`;

const Group = styled('section', dom)`
  margin-top: ${vars.space4};
  h3 {
    margin: 0 0 ${vars.space1};
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextMuted};
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Hit = styled('a', dom)`
  display: block;
  min-height: ${vars.controlHeight};
  padding: ${vars.space2};
  border-radius: ${vars.radiusMd};
  color: ${vars.colorText};
  text-decoration: none;
  &:hover {
    background: ${vars.colorSurface};
  }
  small {
    display: block;
    color: ${vars.colorTextMuted};
  }
  ${focusRing}
`;

type Openable = Record<(typeof GROUPS)[number], { hit: SearchHit; link: SafeLink }[]>;

/** The hits that may be opened, each with its checked address. */
function openable(result: QuickSearchResult): Openable {
  const base = pageAddress();
  const out = {} as Openable;
  for (const group of GROUPS) {
    out[group] = result[group].flatMap((hit) => {
      const link = safeLinkOf(hit.url, base);
      return link ? [{ hit, link }] : [];
    });
  }
  return out;
}

function count(result: Openable): number {
  return GROUPS.reduce((sum, group) => sum + result[group].length, 0);
}

export function QuickSearch(props: QuickSearchProps) {
  return (
    <WidgetRoot catalog={quickSearchMessages} style={{ background: 'transparent' }}>
      <QuickSearchBody {...props} />
    </WidgetRoot>
  );
}

function QuickSearchBody({ onSelect, focusOnMount, ...timing }: QuickSearchProps) {
  const client = useSakhliClient();
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState('');
  const state = useQuickSearch(client, value, timing);
  const min = timing.minLength ?? QUICK_SEARCH_MIN;

  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  // Arrow keys move between the field and the results (Tab still works).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = [...(results.current?.querySelectorAll('a') ?? [])];
    if (links.length === 0) return;
    const index = links.indexOf(event.currentTarget as HTMLAnchorElement);
    let next: HTMLElement | null | undefined;
    if (event.key === 'ArrowDown') next = links[Math.min(index + 1, links.length - 1)];
    else if (event.key === 'ArrowUp' && index >= 0)
      next = index === 0 ? input.current : links[index - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Escape on a result goes back to the field. Handled while capturing and marked as handled, so
  // a panel around the search (listening on its own container, before React's bubbling handlers)
  // stays open; the next Escape, in the field, is the panel's.
  const onResultEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    input.current?.focus();
  };

  const choose = (hit: SearchHit, link: SafeLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect) return;
    event.preventDefault();
    onSelect(hit, link);
  };
  const found = state.status === 'done' ? openable(state.result) : undefined;

  return (
    <div role="search">
      <Label htmlFor={id}>
        <FormattedMessage id="quickSearch.label" />
      </Label>
      <Input
        ref={input}
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opened for this field.
        autoFocus={focusOnMount}
        aria-describedby={`${id}-status`}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Status id={`${id}-status`} role="status" $error={state.status === 'error'}>
        {state.status === 'idle' && intl.formatMessage({ id: 'quickSearch.hint' }, { min })}
        {(state.status === 'waiting' || state.status === 'loading') &&
          intl.formatMessage({ id: 'quickSearch.searching' })}
        {state.status === 'error' && intl.formatMessage({ id: 'error.connection' })}
        {state.status === 'done' &&
          found &&
          (count(found) === 0
            ? intl.formatMessage({ id: 'quickSearch.empty' }, { term: state.term })
            : intl.formatMessage({ id: 'quickSearch.found' }, { count: count(found) }))}
      </Status>
      <div ref={results}>
        {found &&
          GROUPS.filter((group) => found[group].length > 0).map((group) => (
            <Group key={group} aria-labelledby={`${id}-${group}`}>
              <h3 id={`${id}-${group}`}>
                <FormattedMessage id={`quickSearch.group.${group}`} />
              </h3>
              <ul>
                {found[group].map(({ hit, link }) => (
                  <li key={hit.id}>
                    <Hit
                      href={link.sameOrigin ? link.path : link.href}
                      {...(link.sameOrigin ? {} : { rel: 'noopener noreferrer' })}
                      onClick={choose(hit, link)}
                      onKeyDown={onKeyDown}
                      onKeyDownCapture={onResultEscape}
                    >
                      {hit.title}
                      {hit.subtitle && <small>{hit.subtitle}</small>}
                    </Hit>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
      </div>
    </div>
  );
}
