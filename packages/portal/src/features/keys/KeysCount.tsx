// How many keys are active and paused over all the user's apartments (spec §7 api/keys/count): one
// line under the screen's heading, a skeleton while it comes, nothing shown if it cannot be had
// (the panel below says failures with its own retry).
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorsInPlace, keyCountQuery } from '@sakhli/sdk';
import { LoadingState, useSakhliClient, WithCatalog } from '@sakhli/widgets';
import { keysMessages } from './messages';

export function KeysCount() {
  return (
    <WithCatalog catalog={keysMessages}>
      <Count />
    </WithCatalog>
  );
}

function Count() {
  const intl = useIntl();
  const count = useQuery(keyCountQuery(errorsInPlace(useSakhliClient())));
  if (count.isPending) return <LoadingState heading={false} lines={1} />;
  if (!count.data) return null;
  return (
    <p>
      {intl.formatMessage({ id: 'portal.keys.countLabel' })}:{' '}
      {intl.formatMessage({ id: 'portal.keys.count' }, count.data)}
    </p>
  );
}
