// The skip link: the first stop of Tab, visible when focused, jumps to <main>.
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { t } from './tokens';

const A = styled.a`
  position: absolute;
  inset-inline-start: ${t('space2')};
  top: -100px;
  z-index: ${t('zToast')};
  padding: ${t('space2')} ${t('space4')};
  border-radius: ${t('radiusMd')};
  background: ${t('colorPrimary')};
  color: ${t('colorOnPrimary')};
  font-weight: ${t('fontWeightBold')};
  &:focus {
    top: ${t('space2')};
    outline: ${t('focusRingWidth')} solid ${t('colorFocus')};
    outline-offset: 2px;
  }
`;

export function SkipLink() {
  return (
    <A
      href="#main"
      onClick={(event) => {
        // Move focus too, not only the scroll position (hash links do not in every browser).
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      <FormattedMessage id="portal.skipLink" />
    </A>
  );
}
