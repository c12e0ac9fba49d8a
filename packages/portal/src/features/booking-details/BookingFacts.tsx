// Every field of spec §3 Booking as definition lists: the stay (id, status, arrival, departure,
// nights, adults, children and their ages, payment type, comment), the guest's details and the
// apartment. An empty value says "Not given" rather than leaving a gap.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Booking } from '@sakhli/sdk';
import { DateText, Money, StatusBadge, useLanguage } from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { media, t } from '../../app/layout/tokens';

export const Section = styled.section`
  margin-top: ${t('space6')};
  h2 {
    margin: 0 0 ${t('space3')};
    font-size: ${t('fontSizeLg')};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t('space1')} ${t('space4')};
  margin: 0;
  ${media.md} {
    grid-template-columns: minmax(10rem, max-content) minmax(0, 1fr);
  }
  dt {
    color: ${t('colorTextMuted')};
    ${media.md} {
      padding-block: ${t('space1')};
    }
  }
  dd {
    margin: 0 0 ${t('space3')};
    overflow-wrap: anywhere;
    ${media.md} {
      margin: 0;
      padding-block: ${t('space1')};
    }
  }
`;

/** One term and its value; a missing value reads "Not given". */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt>{label}</dt>
      <dd>{empty ? intl.formatMessage({ id: 'portal.booking.notGiven' }) : children}</dd>
    </>
  );
}

/** A country's name in the user's language from its alpha2 code (spec §3 Country id). */
function useCountryName() {
  const language = useLanguage();
  return (code: string | null | undefined) => {
    if (!code) return undefined;
    try {
      return (
        new Intl.DisplayNames([language === 'ge' ? 'ka' : language], { type: 'region' }).of(code) ??
        code
      );
    } catch {
      return code;
    }
  };
}

export function StayFacts({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <Section aria-labelledby="booking-stay">
      <h2 id="booking-stay">{say('portal.booking.section.stay')}</h2>
      <List>
        <Fact label={say('portal.booking.field.id')}>{booking.id}</Fact>
        <Fact label={say('portal.booking.field.status')}>
          <StatusBadge status={booking.status} />
        </Fact>
        <Fact label={say('portal.booking.field.arrival')}>
          <DateText value={booking.income_date} dateStyle="long" />
        </Fact>
        <Fact label={say('portal.booking.field.departure')}>
          <DateText value={booking.exit_date} dateStyle="long" />
        </Fact>
        <Fact label={say('portal.booking.field.nights')}>{booking.nights}</Fact>
        <Fact label={say('portal.booking.field.adults')}>{booking.adults}</Fact>
        <Fact label={say('portal.booking.field.children')}>
          {booking.children === 0 ? say('portal.booking.noChildren') : booking.children}
        </Fact>
        {booking.children > 0 && (
          <Fact label={say('portal.booking.field.childrenAges')}>
            {say('portal.booking.ages', {
              ages: intl.formatList(booking.children_ages.map(String)),
            })}
          </Fact>
        )}
        <Fact label={say('portal.booking.field.paymentType')}>
          {intl.messages[`portal.booking.payment.${booking.payment_type}`]
            ? say(`portal.booking.payment.${booking.payment_type}`)
            : booking.payment_type}
        </Fact>
        <Fact label={say('portal.booking.field.price')}>
          <Money amount={booking.price} />
        </Fact>
        <Fact label={say('portal.booking.field.comment')}>{booking.comment}</Fact>
        <Fact label={say('portal.booking.field.createdBy')}>
          {say(`portal.booking.createdBy.${booking.created_by}`)}
        </Fact>
        <Fact label={say('portal.booking.field.createdAt')}>
          <DateText value={new Date(booking.created_at)} dateStyle="long" />
        </Fact>
        <Fact label={say('portal.booking.field.key')}>
          {booking.key_id == null
            ? say('portal.booking.noKey')
            : say('portal.booking.keyNumber', { id: booking.key_id })}
        </Fact>
      </List>
    </Section>
  );
}

export function GuestFacts({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const country = useCountryName();
  const say = (id: string) => intl.formatMessage({ id });
  const { guest } = booking;
  return (
    <Section aria-labelledby="booking-guest">
      <h2 id="booking-guest">{say('portal.booking.section.guest')}</h2>
      <List>
        <Fact label={say('portal.booking.guest.name')}>{guest.name}</Fact>
        <Fact label={say('portal.booking.guest.lastName')}>{guest.last_name}</Fact>
        <Fact label={say('portal.booking.guest.secondName')}>{guest.second_name}</Fact>
        <Fact label={say('portal.booking.guest.gender')}>
          {guest.gender && say(`portal.booking.gender.${guest.gender}`)}
        </Fact>
        <Fact label={say('portal.booking.guest.citizenship')}>{country(guest.citizenship)}</Fact>
        <Fact label={say('portal.booking.guest.country')}>{country(guest.country)}</Fact>
        <Fact label={say('portal.booking.guest.city')}>{guest.city}</Fact>
        <Fact label={say('portal.booking.guest.address')}>{guest.address}</Fact>
        <Fact label={say('portal.booking.guest.personalNumber')}>{guest.personal_number}</Fact>
        <Fact label={say('portal.booking.guest.phone')}>
          {guest.phone && <a href={`tel:${guest.phone.replace(/[^+\d]/g, '')}`}>{guest.phone}</a>}
        </Fact>
        <Fact label={say('portal.booking.guest.email')}>
          {guest.email && <a href={`mailto:${guest.email}`}>{guest.email}</a>}
        </Fact>
        <Fact label={say('portal.booking.guest.messenger')}>{guest.messenger}</Fact>
        <Fact label={say('portal.booking.guest.passportScan')}>
          {guest.has_passport_scan ? say('portal.booking.guest.scanUploaded') : undefined}
        </Fact>
      </List>
    </Section>
  );
}

export function ApartmentFacts({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Section aria-labelledby="booking-apartment">
      <h2 id="booking-apartment">{say('portal.booking.section.apartment')}</h2>
      <List>
        <Fact label={say('portal.booking.field.address')}>{booking.apartment.address}</Fact>
      </List>
      <p>
        <TextLink to="/apartments/$id" params={{ id: String(booking.apartment.id) }}>
          {say('portal.booking.openApartment')}
        </TextLink>
      </p>
    </Section>
  );
}
