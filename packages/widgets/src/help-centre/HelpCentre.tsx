// The help centre (spec §2 /help, §7 Help centre): topics with their articles, a search over
// titles, and one article whose CMS HTML is sanitized before it is shown.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { helpArticleQuery, helpTopicsQuery, isApiError, type HelpTopic } from '@sakhli/sdk';
import { useInPlaceClient, useSakhli } from '../shell/context';
import { useFocusWhenReady } from '../ui/focus';
import { formatDate } from '../shell/i18n/format';
import { WidgetRoot } from '../shell/WidgetRoot';
import { containerQuery, vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { apiMessage } from '../ui/apiMessage';
import { focusRing } from '../ui/styles';
import { helpCentreMessages } from './messages';
import { sanitizeArticle } from './sanitizeArticle';

export interface HelpCentreProps {
  /**
   * Open this article first (e.g. `/help?article=12`). When it changes (the host's Back and
   * Forward), the widget follows it; `undefined` shows the topics.
   */
  articleId?: number;
  /** Show "Help centre" as the widget's heading; a host whose page title says it already hides it. @defaultValue true */
  showTitle?: boolean;
  /** Called when an article opens or closes (`undefined`), so a host can keep it in its address. */
  onArticleChange?: (articleId: number | undefined) => void;
}

const Stack = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
`;

const Heading = styled('h2', dom)`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  overflow-wrap: anywhere;
  /* Focused only by the widget when the user opens an article (tabIndex -1): no ring on text. */
  &:focus {
    outline: none;
  }
`;

const Grid = styled('div', dom)`
  display: grid;
  gap: ${vars.space4};
  grid-template-columns: 1fr;
  ${containerQuery.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Topic = styled('section', dom)`
  padding: ${vars.space4};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  min-width: 0;
  h2 {
    margin: 0 0 ${vars.space1};
    font-size: ${vars.fontSizeLg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${vars.space2};
    color: ${vars.colorTextMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ArticleLink = styled('button', dom)`
  display: block;
  width: 100%;
  min-height: ${vars.controlHeight};
  padding: ${vars.space2};
  border: 0;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: ${vars.colorPrimary};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    background: ${vars.colorSurface};
  }
  ${focusRing}
`;

const Muted = styled('p', dom)`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`;

/** The sanitized article: its own HTML may not widen or escape the widget. */
const Body = styled('div', dom)`
  min-width: 0;
  /* A comfortable reading measure on wide screens. */
  max-width: 70ch;
  overflow-wrap: anywhere;
  overflow-x: auto;
  contain: layout paint;
  img,
  video {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
  a {
    color: ${vars.colorPrimary};
  }
  a:focus-visible {
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

export function HelpCentre(props: HelpCentreProps) {
  return (
    <WidgetRoot catalog={helpCentreMessages}>
      <HelpCentreBody {...props} />
    </WidgetRoot>
  );
}

/** Topics whose title or description, or whose articles' titles, contain every word of the term. */
export function searchTopics(topics: readonly HelpTopic[], term: string): HelpTopic[] {
  const words = term.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  const matches = (text: string) => words.every((w) => text.toLocaleLowerCase().includes(w));
  return topics
    .map((topic) =>
      matches(`${topic.title} ${topic.description}`)
        ? topic
        : { ...topic, articles: topic.articles.filter((a) => matches(a.title)) },
    )
    .filter((topic) => topic.articles.length > 0);
}

interface ArticleProps {
  id: number;
  onBack: () => void;
  /** The user opened it: focus its heading once it has loaded (not when the host opens it). */
  focusHeading: boolean;
}

function Article({ id, onBack, focusHeading }: ArticleProps) {
  const intl = useIntl();
  const { language } = useSakhli();
  // Its error state (with retry) shows a failure, also a failed refresh: not toasted too.
  const article = useQuery(helpArticleQuery(useInPlaceClient(), id));
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenReady(heading, focusHeading, article.data !== undefined);
  const html = useMemo(
    () => (article.data ? sanitizeArticle(article.data.content) : ''),
    [article.data],
  );
  const back = (
    <div>
      <Button variant="ghost" onClick={onBack}>
        ← {intl.formatMessage({ id: 'helpCentre.back' })}
      </Button>
    </div>
  );
  if (article.isPending)
    return (
      <Stack>
        {back}
        <LoadingState lines={6} label={intl.formatMessage({ id: 'ui.loading' })} />
      </Stack>
    );
  if (article.isError)
    return (
      <Stack>
        {back}
        <ErrorState
          message={apiMessage(intl, article.error)}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      </Stack>
    );
  return (
    <Stack as="article">
      {back}
      <Heading ref={heading} tabIndex={-1}>
        {article.data.title}
      </Heading>
      <Muted>
        {intl.formatMessage(
          { id: 'helpCentre.updated' },
          { date: formatDate(article.data.updated_at, language, 'long') },
        )}
      </Muted>
      {/* Sanitized above with DOMPurify's strict config (sanitizeArticle.ts). */}
      <Body data-article-body dangerouslySetInnerHTML={{ __html: html }} />
    </Stack>
  );
}

function HelpCentreBody({ articleId, showTitle = true, onArticleChange }: HelpCentreProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<number | undefined>(articleId);
  // Its error state (with retry) or signed-out note shows a failure: not toasted too. Asked for
  // only while the topics are shown: under an opened article a failure would be said nowhere
  // (issue 27 §1), and Back asks then.
  const topics = useQuery({
    ...helpTopicsQuery(useInPlaceClient()),
    enabled: open === undefined,
  });
  // Where focus goes after a change the user made: the opened article's heading, or back to the
  // link of the article they left. None on the first mount or when the host moves.
  const [openedByUser, setOpenedByUser] = useState(false);
  const returnTo = useRef<number | undefined>(undefined);
  // The host moved its address (Back, Forward): follow it, without calling it back.
  const [followed, setFollowed] = useState(articleId);
  if (articleId !== followed) {
    setFollowed(articleId);
    // The host echoing the user's own change keeps where focus is going.
    if (articleId !== open) {
      setOpen(articleId);
      setOpenedByUser(false);
    }
  }
  const [term, setTerm] = useState('');
  const statusId = useId();
  const root = useRef<HTMLDivElement>(null);

  const show = (id: number | undefined) => {
    returnTo.current = id === undefined ? open : undefined;
    setOpen(id);
    setOpenedByUser(id !== undefined);
    onArticleChange?.(id);
  };

  const topicsShown = open === undefined && topics.data !== undefined;
  useEffect(() => {
    const id = returnTo.current;
    if (!topicsShown || id === undefined) return;
    returnTo.current = undefined;
    root.current?.querySelector<HTMLElement>(`[data-article="${id}"]`)?.focus();
  }, [topicsShown]);

  if (open !== undefined) {
    return (
      <Article key={open} id={open} onBack={() => show(undefined)} focusHeading={openedByUser} />
    );
  }

  let body;
  if (topics.isPending) body = <LoadingState lines={6} label={say('ui.loading')} />;
  else if (isApiError(topics.error) && topics.error.status === 401)
    // The provider has told the host (onAuthRequired); here the reader learns why nothing shows.
    body = <EmptyState title={say('helpCentre.signedOut')} />;
  else if (topics.isError)
    body = (
      <ErrorState
        message={apiMessage(intl, topics.error)}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    );
  else if (topics.data.length === 0) body = <EmptyState title={say('helpCentre.empty')} />;
  else {
    const found = searchTopics(topics.data, term.trim());
    const count = found.reduce((sum, t) => sum + t.articles.length, 0);
    body = (
      <>
        <Muted id={statusId} role="status">
          {term.trim() === ''
            ? ''
            : count === 0
              ? say('helpCentre.noResults', { term: term.trim() })
              : say('helpCentre.results', { count })}
        </Muted>
        <Grid>
          {found.map((topic) => (
            <Topic key={topic.id} aria-labelledby={`${statusId}-t${topic.id}`}>
              {/* The level under the page's h1 (axe heading-order), sized as a card heading. */}
              <h2 id={`${statusId}-t${topic.id}`}>{topic.title}</h2>
              <p>{topic.description}</p>
              <ul>
                {topic.articles.map((a) => (
                  <li key={a.id}>
                    <ArticleLink type="button" onClick={() => show(a.id)} data-article={a.id}>
                      {a.title}
                    </ArticleLink>
                  </li>
                ))}
              </ul>
            </Topic>
          ))}
        </Grid>
      </>
    );
  }

  return (
    <Stack ref={root}>
      {showTitle && <Heading>{say('helpCentre.title')}</Heading>}
      <div role="search">
        <TextField
          type="search"
          label={say('helpCentre.search')}
          hint={say('helpCentre.searchHint')}
          value={term}
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {body}
    </Stack>
  );
}
