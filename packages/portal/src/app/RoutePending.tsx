// Shown while a screen's chunk arrives (after the router's pending delay); the top bar shows too.
import { FormattedMessage } from 'react-intl';

export function RoutePending() {
  return (
    <p role="status" aria-busy="true" style={{ padding: 24 }}>
      <FormattedMessage id="portal.loading" />
    </p>
  );
}
