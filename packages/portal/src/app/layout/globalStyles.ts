// Page-level styles of the portal (it owns the document): no body margin, the sr-only helper.
import { visuallyHidden } from './tokens';

export const globalStyles = `
  html, body { margin: 0; padding: 0; }
  .sr-only { ${visuallyHidden} }
`;
