// Where a demo's e-mails can be read: a line and a link to the demo API's mailbox page. Loaded only
// by a demo build (DemoMailboxLink.tsx), so a production bundle has no trace of it.
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { WithCatalog } from '@sakhli/widgets';
import { focusRing, t } from '../layout/tokens';
import { demoMailboxMessages } from './messages';

/** The demo API's page of sent e-mails; the portal's server forwards /__demo in demo mode only. */
export const DEMO_MAILBOX_PATH = '/__demo/mailbox';

const Box = styled.aside`
  margin: ${t('space4')} 0 0;
  padding: ${t('space3')};
  border: 1px dashed ${t('colorBorderSubtle')};
  border-radius: ${t('radiusMd')};
  color: ${t('colorTextMuted')};
  font-size: ${t('fontSizeSm')};
  p {
    margin: 0 0 ${t('space1')};
  }
  a {
    color: ${t('colorPrimary')};
    text-underline-offset: 2px;
    border-radius: ${t('radiusSm')};
    ${focusRing}
  }
`;

function Link() {
  const { locale } = useIntl();
  // The page speaks the screen's language (`ka` is our `ge`).
  const lang = locale.startsWith('ka') ? 'ge' : locale.slice(0, 2);
  return (
    <Box aria-labelledby="demo-mailbox-link">
      <p>
        <FormattedMessage id="portal.demoMailbox.hint" />
      </p>
      <a
        id="demo-mailbox-link"
        href={`${DEMO_MAILBOX_PATH}?lang=${encodeURIComponent(lang)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <FormattedMessage id="portal.demoMailbox.link" />
      </a>
    </Box>
  );
}

export function MailboxLink() {
  return (
    <WithCatalog catalog={demoMailboxMessages}>
      <Link />
    </WithCatalog>
  );
}
