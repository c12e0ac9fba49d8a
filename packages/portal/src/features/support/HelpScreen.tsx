// /help: issue 6's HelpCentre under the screen heading, in its own lazy chunk (DOMPurify loads only here).
// The open article lives in the address (?article=), so a reload, a link or Back finds it.
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { HelpCentre } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { backToList, OPENED_FROM_LIST } from './backToList';

const helpRoute = getRouteApi('/main/help');

export function HelpScreen() {
  const { article } = helpRoute.useSearch();
  const navigate = helpRoute.useNavigate();
  const router = useRouter();
  return (
    <>
      <ScreenHeading id="portal.title.help" />
      {/* The screen heading already says "Help centre". */}
      <HelpCentre
        showTitle={false}
        articleId={article}
        onArticleChange={(id) => {
          if (id)
            void navigate({ search: { article: id }, state: article ? {} : OPENED_FROM_LIST });
          else backToList(router, () => void navigate({ search: {}, replace: true }));
        }}
      />
    </>
  );
}
