// The help centre's public module (the portal's /help and the npm React API import it).
export { HelpCentre } from './HelpCentre';
export { helpCentreQueries } from './queries';
export type { HelpCentreProps } from './HelpCentre';
export { sanitizeArticle } from './sanitizeArticle';
