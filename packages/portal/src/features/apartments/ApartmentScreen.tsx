// /apartments/{id} and /apartments/test/{id} (issue 12 §6): the apartment bills widget (overview,
// payment, a tab per utility) with, for its owner, the apartment's bookings as the shared DataTable
// over `bookingsList` fixed to the apartment — columns and filters from its table config, its state
// in the address, its first page started by the route's loader. A resident sees no guests
// (docs/security.md "Roles").
// An id that is not the user's never reaches this screen: the route's loader sends it to /404.
import { useNavigate, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { bookingsList, type BookingSummary } from '@sakhli/sdk';
import { ApartmentBills, DataTable, WithCatalog } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { Notice, TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { usePortal } from '../../app/portalContext';
import { useTableAddress } from '../../app/tableAddress';
import { useSnapshot } from 'valtio';
import { apartmentsMessages } from './messages';
import { bookingsOfApartment, seesApartmentBookings } from './queries';

const Section = styled.section`
  margin-top: ${t('space8')};
  h2 {
    margin: 0 0 ${t('space3')};
    font-size: ${t('fontSizeLg')};
  }
`;

const Back = styled.p`
  margin: 0 0 ${t('space4')};
`;

export type ApartmentVariant = 'regular' | 'test';

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function ApartmentScreen({ variant = 'regular' }: { variant?: ApartmentVariant }) {
  return (
    <WithCatalog catalog={apartmentsMessages}>
      <ApartmentPage variant={variant} />
    </WithCatalog>
  );
}

function ApartmentPage({ variant }: { variant: ApartmentVariant }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { authRequired, session } = usePortal();
  const owner = seesApartmentBookings(useSnapshot(session).user);
  const { id } = useParams({ strict: false }) as { id: string };
  const apartmentId = Number(id);
  const say = (key: string) => intl.formatMessage({ id: key });

  return (
    <>
      <ScreenHeading
        id={variant === 'test' ? 'portal.title.apartmentTest' : 'portal.title.apartment'}
      />
      <Back>
        <TextLink to="/apartments">{say('portal.apartment.backToList')}</TextLink>
      </Back>
      {variant === 'test' && <Notice tone="info">{say('portal.apartment.testVariant')}</Notice>}
      <ApartmentBills
        apartmentId={apartmentId}
        onAuthRequired={authRequired}
        onApartmentChange={(next) =>
          void navigate({
            to: variant === 'test' ? '/apartments/test/$id' : '/apartments/$id',
            params: { id: String(next) },
          })
        }
      />
      {owner && <ApartmentBookings apartmentId={apartmentId} />}
    </>
  );
}

/** The apartment's bookings: its owner's only (the section, and its calls, are not a resident's). */
function ApartmentBookings({ apartmentId }: { apartmentId: number }) {
  const intl = useIntl();
  const table = useTableAddress({ list: bookingsList });
  const say = (key: string) => intl.formatMessage({ id: key });
  return (
    <Section aria-labelledby="apartment-bookings">
      <h2 id="apartment-bookings">{say('portal.apartment.bookings')}</h2>
      <DataTable<BookingSummary>
        caption={say('portal.apartment.bookings')}
        hideCaption
        emptyMessage={say('portal.apartment.bookingsEmpty')}
        list={bookingsList}
        {...bookingsOfApartment(apartmentId)}
        hiddenColumns={['apartment']}
        hiddenFilters={['apartment_id']}
        {...table}
      />
    </Section>
  );
}

export function ApartmentTestScreen() {
  return <ApartmentScreen variant="test" />;
}
