// The scroll-to-top control: appears after 300 px of scrolling (spec §2, §9).
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { SCROLL_TOP_OFFSET_PX } from '@sakhli/sdk';
import { focusRing, t } from './tokens';

const Button = styled.button`
  position: fixed;
  inset-inline-end: ${t('space4')};
  bottom: ${t('space4')};
  z-index: calc(${t('zOverlay')} - 1);
  width: 48px;
  height: 48px;
  border: 1px solid ${t('colorPrimary')};
  border-radius: 50%;
  background: ${t('colorBg')};
  color: ${t('colorPrimary')};
  font-size: 20px;
  box-shadow: ${t('elevation2')};
  cursor: pointer;
  ${focusRing}
`;

/** True once the page is scrolled past the spec's offset. */
export function isPastOffset(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_OFFSET_PX;
}

export function ScrollTopButton() {
  const intl = useIntl();
  const [shown, setShown] = useState(() => isPastOffset(window.scrollY));
  useEffect(() => {
    const onScroll = () => setShown(isPastOffset(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label={intl.formatMessage({ id: 'portal.scrollTop' })}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }}
    >
      ↑
    </Button>
  );
}
