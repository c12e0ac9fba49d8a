// The global loading indicator (spec §4): a thin bar at the top while the throttled flag is on.
import { useSyncExternalStore } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { usePortal } from '../portalContext';
import { t } from './tokens';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${t('zToast')};
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${t('colorPrimary')};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;

export function LoadingBar() {
  const { loading } = usePortal();
  const intl = useIntl();
  const busy = useSyncExternalStore(loading.subscribe, loading.get, () => false);
  if (!busy) return null;
  return (
    <Bar
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'portal.loading' })}
      data-testid="loading-bar"
    />
  );
}
