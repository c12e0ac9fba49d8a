// /home (spec §2): the dashboard — collapsible cards with the unread counts and where to start.
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { notificationCountsQuery, userQuery } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { CollapsibleCard } from '../../app/layout/CollapsibleCard';
import { LinkButton } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { media, t } from '../../app/layout/tokens';

const Grid = styled.div`
  display: grid;
  align-items: start;
  gap: ${t('space4')};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ol {
    margin: 0;
    padding-inline-start: ${t('space6')};
  }
  li + li {
    margin-top: ${t('space3')};
  }
  li p {
    margin: 0;
  }
`;

export function HomeScreen() {
  const client = useSakhliClient();
  const user = useQuery(userQuery(client)).data;
  // The frame's loader has both in the cache; the unread poll keeps the counts fresh.
  const counts = useQuery(notificationCountsQuery(client)).data;
  return (
    <>
      {user ? (
        <ScreenHeading id="portal.home.welcome" values={{ name: user.first_name }} />
      ) : (
        <ScreenHeading id="portal.title.home" />
      )}
      <Grid>
        <CollapsibleCard title={<FormattedMessage id="portal.home.newBookings" />}>
          <p>
            <FormattedMessage
              id="portal.home.newBookingsText"
              values={{ count: counts?.bookings.count ?? 0 }}
            />
          </p>
          <LinkButton to="/bookings">
            <FormattedMessage id="portal.home.openBookings" />
          </LinkButton>
        </CollapsibleCard>
        <CollapsibleCard title={<FormattedMessage id="portal.home.messages" />}>
          <p>
            <FormattedMessage
              id="portal.home.messagesText"
              values={{ count: counts?.messages.count ?? 0 }}
            />
          </p>
          <LinkButton to="/support">
            <FormattedMessage id="portal.home.openSupport" />
          </LinkButton>
        </CollapsibleCard>
        <CollapsibleCard title={<FormattedMessage id="portal.home.getStarted" />}>
          <ol>
            {(['apartments', 'bookings', 'support'] as const).map((step) => (
              <li key={step}>
                <p>
                  <strong>
                    <FormattedMessage id={`portal.home.step.${step}`} />
                  </strong>
                </p>
                <p>
                  <FormattedMessage id={`portal.home.step.${step}Text`} />
                </p>
              </li>
            ))}
          </ol>
        </CollapsibleCard>
      </Grid>
    </>
  );
}
