// The apartment a guest is about to book: address, facts and the nightly price in GEL.
import { useId } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { GuestApartment } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Money } from '../ui/Money';

const Box = styled('section', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space2};
  padding: ${vars.space4};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeXl};
  line-height: 1.25;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1} ${vars.space4};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.colorTextMuted};
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeightBold};
`;

export interface ApartmentSummaryProps {
  apartment: GuestApartment;
}

export function ApartmentSummary({ apartment }: ApartmentSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  // The API names cities by slug (`tbilisi`); unknown ones are shown as sent.
  const cityName = (city: string) =>
    intl.messages[`guestBooking.city.${city}`]
      ? intl.formatMessage({ id: `guestBooking.city.${city}` })
      : city;
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `guestBooking.apartment.${id}` }, values);
  return (
    <Box part="apartment" aria-labelledby={titleId}>
      <Eyebrow>{cityName(apartment.city)}</Eyebrow>
      <Title id={titleId}>{apartment.address}</Title>
      <Facts>
        <li>{say('rooms', { count: apartment.rooms })}</li>
        <li>{say('area', { area: apartment.area })}</li>
        <li>{say('floor', { floor: apartment.floor })}</li>
        <li>{say('capacity', { count: apartment.capacity })}</li>
      </Facts>
      <Price>
        {intl.formatMessage(
          { id: 'guestBooking.apartment.perNight' },
          { price: <Money key="price" amount={apartment.nightly_price} /> },
        )}
      </Price>
    </Box>
  );
}
