// The auth-area frame: a centred column with the brand and language switcher, the screen in <main>.
import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { Outlet } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { globalStyles } from './globalStyles';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoadingBar } from './LoadingBar';
import { SkipLink } from './SkipLink';
import { media, t } from './tokens';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: ${t('space4')} ${t('space3')};
  background: ${t('colorSurface')};
  ${media.md} {
    padding: ${t('space8')} ${t('space4')};
  }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space3')};
  width: 100%;
  max-width: 480px;
  margin-bottom: ${t('space4')};
  p {
    margin: 0;
    color: ${t('colorPrimary')};
    font-size: ${t('fontSizeXl')};
    font-weight: ${t('fontWeightBold')};
  }
`;

const Main = styled.main`
  width: 100%;
  max-width: 480px;
  padding: ${t('space6')} ${t('space4')};
  border: 1px solid ${t('colorBorderSubtle')};
  border-radius: ${t('radiusLg')};
  background: ${t('colorBg')};
  box-shadow: ${t('elevation1')};
  &:focus {
    outline: none;
  }
  ${media.sm} {
    padding: ${t('space8')};
  }
`;

export function AuthLayout() {
  return (
    <>
      <Global styles={globalStyles} />
      <SkipLink />
      <LoadingBar />
      <Page>
        <Top>
          <p>
            <FormattedMessage id="portal.brand" />
          </p>
          <LanguageSwitcher />
        </Top>
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
      </Page>
    </>
  );
}
