// The one new-recommendation form (spec §7 POST recommendations) on its own, for a screen of a host
// app (the portal's /loyalty/new-recommendation); the wallet shows the same fields in its section.
import { useMemo } from 'react';
import { useSakhliClient } from '../shell/context';
import { WidgetRoot } from '../shell/WidgetRoot';
import { loyaltyMessages } from './messages';
import { RecommendationFormBody, type RecommendationFormProps } from './RecommendationFields';
import { liveSource } from './source';

export type { RecommendationFormProps };

/**
 * The new-recommendation form on its own (the portal's /loyalty/new-recommendation), with the
 * wallet's texts; inside `SakhliProvider`, against the live API.
 */
export function RecommendationForm(props: RecommendationFormProps) {
  const client = useSakhliClient();
  const source = useMemo(() => liveSource(client), [client]);
  return (
    <WidgetRoot catalog={loyaltyMessages}>
      <RecommendationFormBody {...props} source={source} />
    </WidgetRoot>
  );
}
