// How many keys are active and paused over all the user's apartments (spec §7 api/keys/count): one
// line under the screen's heading, a skeleton while it comes, and a failure said in its place with
// its own retry (issue 27 §1: a count that is simply missing says nothing of what went wrong).
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorsInPlace, keyCountQuery } from '@sakhli/sdk';
import { FailedInPlace, LoadingState, useSakhliClient, WithCatalog } from '@sakhli/widgets';
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
  if (!count.data) {
    return (
      <FailedInPlace query={count} title={intl.formatMessage({ id: 'portal.keys.countFailed' })} />
    );
  }
  return (
    <p>
      {intl.formatMessage({ id: 'portal.keys.countLabel' })}:{' '}
      {intl.formatMessage({ id: 'portal.keys.count' }, count.data)}
    </p>
  );
}
