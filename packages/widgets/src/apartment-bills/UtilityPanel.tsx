// One utility's tab: its account codes (counter, water code, epCode), its documents, and its monthly
// history as the shared data table with a consumption chart.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { apartmentQuery, type UtilityType } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { LoadingState } from '../ui/States';
import { Stack } from '../ui/layout';
import { WithCatalog } from '../ui/catalogIntl';
import { Downloads } from './downloads';
import { panelMessages } from './panelMessages';
import { Facts, PanelSkeleton } from './parts';
import { UtilityHistory } from './UtilityHistory';
import { onDemand } from '../ui/onDemand';

/** Internet/TV's actions, dialogs and order form load when its tab is first opened. */
const InternetTvPanel = onDemand(() =>
  import('./internet-tv/InternetTvPanel').then((m) => ({ default: m.InternetTvPanel })),
);

function Codes({ utility, apartmentId }: { utility: UtilityType; apartmentId: number }) {
  const intl = useIntl();
  // The codes are a convenience beside the bills: a failure here is shown nowhere in the widget,
  // so it keeps the global policy's toast (the only read of this widget that does).
  const client = useSakhliClient();
  const detail = useQuery(apartmentQuery(client, apartmentId));
  const say = (id: string) => intl.formatMessage({ id });
  if (detail.isPending) return <LoadingState lines={2} heading={false} />;
  if (!detail.data) return null;
  const codes = detail.data.utilities;
  return (
    <Facts
      facts={[
        {
          label: say('apartmentBills.codes.counter'),
          value: codes.counter_id,
          hidden: utility !== 'electricity',
        },
        {
          label: say('apartmentBills.codes.water'),
          value: codes.water_code,
          hidden: utility !== 'water',
        },
        { label: say('apartmentBills.codes.epCode'), value: codes.ep_code },
      ]}
    />
  );
}

export function UtilityPanel({
  utility,
  apartmentId,
}: {
  utility: UtilityType;
  apartmentId: number;
}) {
  return (
    <WithCatalog catalog={panelMessages} fallback={<PanelSkeleton />}>
      <Stack>
        {utility === 'internetTv' ? (
          <Suspense fallback={<LoadingState lines={5} />}>
            <InternetTvPanel apartmentId={apartmentId} />
          </Suspense>
        ) : (
          <Codes utility={utility} apartmentId={apartmentId} />
        )}
        <Downloads utility={utility} apartmentId={apartmentId} />
        <UtilityHistory utility={utility} apartmentId={apartmentId} />
      </Stack>
    </WithCatalog>
  );
}
