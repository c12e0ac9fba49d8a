// The booking as it will be sent: dates, nights, party, guest, payment and the price in GEL (spec §3).
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { GuestApartment } from '@sakhli/sdk';
import { useLanguage } from '../shell/context';
import { formatDate, formatMoney, nightsBetween } from '../shell/i18n/format';
import { vars, containerQuery } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { toDay, type GuestFormValues } from './guestFormValues';

const List = styled('dl', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space1} ${vars.space4};
  margin: 0;
  padding: ${vars.space4};
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSurface};
  dt {
    font-weight: ${vars.fontWeightBold};
  }
  dd {
    margin: 0 0 ${vars.space2};
  }
  ${containerQuery.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const Total = styled.dd`
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
`;

const Note = styled.p`
  margin: ${vars.space3} 0 0;
  color: ${vars.colorTextMuted};
  font-size: ${vars.fontSizeSm};
`;

export interface SummaryProps {
  values: GuestFormValues;
  apartment: GuestApartment;
}

export function Summary({ values, apartment }: SummaryProps) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id: `guestBooking.summary.${id}` });
  const nights = values.from && values.to ? nightsBetween(toDay(values.from), toDay(values.to)) : 0;
  const nightsText = intl.formatMessage({ id: 'ui.nights' }, { count: nights });
  const price = nights * apartment.nightly_price;
  return (
    <section part="summary" aria-label={say('heading')}>
      <List part="summary-list">
        <dt>{say('dates')}</dt>
        <dd>
          {values.from && formatDate(values.from, language, 'long')} –{' '}
          {values.to && formatDate(values.to, language, 'long')} ({nightsText})
        </dd>
        <dt>{say('guests')}</dt>
        <dd>
          {intl.formatMessage(
            { id: 'guestBooking.summary.party' },
            { adults: values.adults ?? 0, children: values.children ?? 0 },
          )}
        </dd>
        <dt>{say('guest')}</dt>
        <dd>
          {[values.name, values.secondName, values.lastName].filter(Boolean).join(' ')}
          {values.email && <>, {values.email}</>}
        </dd>
        <dt>{say('payment')}</dt>
        <dd>
          {values.paymentType &&
            intl.formatMessage({ id: `guestBooking.payment.${values.paymentType}` })}
        </dd>
        {apartment.nightly_price > 0 && (
          <>
            <dt>{say('price')}</dt>
            <Total>{formatMoney(price, language)}</Total>
          </>
        )}
      </List>
      <Note>{say('note')}</Note>
    </section>
  );
}
