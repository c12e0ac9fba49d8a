// /help: issue 6's HelpCentre under the screen heading, in its own lazy chunk (DOMPurify loads only here).
// The open article lives in the address (?article=), so a reload, a link or Back finds it.
import { getRouteApi } from '@tanstack/react-router';
import { HelpCentre } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

const helpRoute = getRouteApi('/main/help');

export function HelpScreen() {
  const { article } = helpRoute.useSearch();
  const navigate = helpRoute.useNavigate();
  return (
    <>
      <ScreenHeading id="portal.title.help" />
      {/* The screen heading already says "Help centre". */}
      <HelpCentre
        showTitle={false}
        articleId={article}
        onArticleChange={(id) => void navigate({ search: id ? { article: id } : {} })}
      />
    </>
  );
}
