// /home (spec §2, issue 26 §1): what needs attention today, card by card — each from its own query
// with its own skeleton and retry, so one failing card never takes the page down — and only the
// cards the user's role may see (the role from GET api/users: owners see bookings, today's guests
// and revenue too). The heading is the menu's title.
import type { ComponentType } from 'react';
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@sakhli/sdk';
import { LoadingState, useSakhliClient, WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { media, t } from '../../app/layout/tokens';
import { usePortal } from '../../app/portalContext';
import { homeMessages } from './messages';
import { RevenueCard, TodayCard, WaitingBookingsCard } from './ownerCards';
import { cardsFor, currentRole, type HomeCard } from './queries';
import {
  BillsCard,
  ContractsCard,
  LoyaltyCard,
  MessagesCard,
  NextPaymentCard,
  TicketsCard,
} from './residentCards';

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
  li.row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t('space2')};
  }
  .figure {
    font-size: ${t('fontSizeLg')};
    font-weight: ${t('fontWeightBold')};
  }
`;

const cards: Record<HomeCard, ComponentType> = {
  bills: BillsCard,
  next: NextPaymentCard,
  messages: MessagesCard,
  tickets: TicketsCard,
  contracts: ContractsCard,
  loyalty: LoyaltyCard,
  waiting: WaitingBookingsCard,
  today: TodayCard,
  revenue: RevenueCard,
};

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function HomeScreen() {
  return (
    <WithCatalog catalog={homeMessages}>
      <Dashboard />
    </WithCatalog>
  );
}

function Dashboard() {
  const portal = usePortal();
  // Read for its updates: a role that arrives with the user shows that role's cards.
  useQuery(userQuery(useSakhliClient()));
  const role = currentRole(portal.queryClient, portal.session);
  return (
    <>
      <ScreenHeading id="portal.title.home" />
      {/* Only until the user (and so the role) has loaded: no card is shown to the wrong role. */}
      {!role && <LoadingState lines={4} heading={false} />}
      <Grid>
        {cardsFor(role).map((card) => {
          const Card = cards[card];
          return <Card key={card} />;
        })}
      </Grid>
    </>
  );
}
