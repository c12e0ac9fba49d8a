// On every navigation (spec §2): the translated page title with the group suffix, scroll to the
// top after 100 ms, focus to the new screen's heading.
import { useEffect, useRef } from 'react';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { afterNavigation, browserNavigationTarget } from './navigationEffects';
import { pageTitle } from './pageTitle';

export function NavigationEffects() {
  const intl = useIntl();
  const router = useRouter();
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((match) => match.staticData.titleKey)
    ?.staticData.titleKey;

  useEffect(() => {
    document.title = pageTitle(intl, titleKey);
  }, [intl, titleKey]);

  const first = useRef(true);
  useEffect(() => {
    let cancel = () => {};
    const unsubscribe = router.subscribe('onResolved', ({ pathChanged }) => {
      if (!pathChanged) return;
      cancel();
      cancel = afterNavigation(browserNavigationTarget(), !first.current);
      first.current = false;
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [router]);
  return null;
}
