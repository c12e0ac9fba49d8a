// The portal's React tree: SakhliProvider (the portal's own client, query client and session),
// the portal's texts in the session's language, the error-toast bridge and the router.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { UNREAD_POLL_MS } from '@sakhli/sdk';
import {
  SakhliProvider,
  useShownLanguage,
  useToast,
  WidgetRoot,
  type ThemeSetting,
} from '@sakhli/widgets';
import type { Portal } from './createPortal';
import { textsFor } from './catalog';
import { portalCatalogs } from './portalCatalogs';
import { setDocumentLanguage } from './language';
import { routeSettled, startPortalUnreadPoll } from './unreadPoll';
import { readTheme, subscribeTheme } from './theme';
import { PortalContext } from './portalContext';

/** Hands the provider's toasts and intl to the error policy, which runs outside React. */
function ErrorPolicyBridge({ portal }: { portal: Portal }) {
  const toast = useToast();
  const intl = useIntl();
  useEffect(() => portal.setIntl(intl), [portal, intl]);
  useEffect(() => portal.toasts.attach((text) => toast.error(text)), [portal, toast]);
  return null;
}

export interface PortalAppProps {
  portal: Portal;
  /** This response's CSP nonce, for Emotion's and the toasts' <style> tags. */
  nonce?: string;
}

export function PortalApp({ portal, nonce }: PortalAppProps) {
  const { language: chosen } = useSnapshot(portal.session);
  // Issue 28 §2: the screen stays in the language shown until the chosen one's texts have arrived.
  const shown = useShownLanguage(chosen);
  const language = shown ?? chosen;
  const theme: ThemeSetting = useSyncExternalStore(subscribeTheme, readTheme, () => 'light');
  const messages = useMemo(() => (shown ? textsFor(shown, portalCatalogs) : {}), [shown]);

  useEffect(() => setDocumentLanguage(language), [language]);
  // spec §4 session: the unread poll runs while a user is loaded, stops when it is gone; a tick
  // waits for a route that is loading, whose layout fetches the counts with the screen's calls.
  useEffect(
    () =>
      startPortalUnreadPoll(
        portal.session,
        portal.client,
        portal.queryClient,
        document,
        UNREAD_POLL_MS,
        routeSettled(portal.router),
      ),
    [portal],
  );

  return (
    <PortalContext.Provider value={portal}>
      <SakhliProvider
        client={portal.client}
        queryClient={portal.queryClient}
        session={portal.session}
        language={language}
        theme={theme}
        messages={messages}
        // Emotion's <style> tags and the toasts' carry this response's nonce.
        nonce={nonce}
      >
        <ErrorPolicyBridge portal={portal} />
        <WidgetRoot style={{ minHeight: '100vh' }}>
          <RouterProvider router={portal.router} />
        </WidgetRoot>
      </SakhliProvider>
    </PortalContext.Provider>
  );
}
