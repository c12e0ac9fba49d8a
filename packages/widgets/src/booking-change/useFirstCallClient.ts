// The client the booking change opens its link with (booking-change/firstCall.ts).
import { useMemo } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { createClient, type SakhliClient } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { fetchTakingFirst, firstCallIn } from './firstCall';

/**
 * The provider's client; where the element's first view started the link's call (an embedded
 * element: loader/first), the same client but for its fetch, which takes that call's answer once.
 */
export function useFirstCallClient(): SakhliClient {
  const client = useSakhliClient();
  // The element's shadow root, where Emotion writes the widget's styles (elements/).
  const root = useEmotionCache()?.sheet.container;
  return useMemo(() => {
    const call = firstCallIn(root);
    if (!call) return client;
    const fetch = client.options.fetch ?? ((...args) => globalThis.fetch(...args));
    return createClient({ ...client.options, fetch: fetchTakingFirst(call, fetch) });
  }, [client, root]);
}
