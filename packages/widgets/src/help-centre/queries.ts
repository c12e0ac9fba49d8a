// The calls of the help centre's first view, for a host that starts them with its own code (the
// portal's route loader): the same options the widget reads, so each call is made once.
// An entry of its own (`@sakhli/widgets/queries/help-centre`): a loader imports it lazily,
// without the widget's code, so keep it free of components and texts.
import { errorsInPlace, helpArticleQuery, helpTopicsQuery, type SakhliClient } from '@sakhli/sdk';

/**
 * The queries `<HelpCentre articleId={articleId} />` makes as it opens: the article when one is
 * given, else the topics (it asks for them once the reader goes back to them). The widget shows
 * their failures itself (`errorsInPlace`), as when it makes the calls.
 */
export function helpCentreQueries(
  client: SakhliClient,
  { articleId }: { articleId?: number } = {},
) {
  client = errorsInPlace(client);
  return articleId ? [helpArticleQuery(client, articleId)] : [helpTopicsQuery(client)];
}
