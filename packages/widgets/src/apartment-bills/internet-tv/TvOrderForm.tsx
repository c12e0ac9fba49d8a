// Order internet/TV for a passive apartment, or change the package of an active one (the same call,
// spec §7 POST api/apartments/internetTv/order/{apartmentId} with internetID and tvID).
import { useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { InternetTvOrder, Subscription, Tariffs } from '@sakhli/sdk';
import { useLanguage } from '../../shell/context';
import { formatMoney } from '../../shell/i18n/format';
import { dom } from '../../shell/styled';
import { vars } from '../../shell/theme/tokens';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { useForm } from '../../ui/useForm';
import { Row, SectionHeading } from '../parts';
import { useCapacityText } from './tariffText';

const Form = styled('form', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
`;

export interface TvOrderFormProps {
  subscription: Subscription;
  tariffs: Tariffs;
  busy: boolean;
  onSubmit: (order: InternetTvOrder) => void;
  onCancel: () => void;
}

const NONE = '';

export function TvOrderForm({ subscription, tariffs, busy, onSubmit, onCancel }: TvOrderFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const capacityText = useCapacityText();
  const changing = subscription.status === 'active';
  const [internet, setInternet] = useState(String(subscription.internet?.id ?? NONE));
  const [tv, setTv] = useState(String(subscription.tv?.id ?? NONE));
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const order: InternetTvOrder = {
    internetID: internet === NONE ? null : Number(internet),
    tvID: tv === NONE ? null : Number(tv),
  };
  const problem =
    order.internetID === null && order.tvID === null
      ? 'apartmentBills.tv.choose'
      : changing &&
          order.internetID === (subscription.internet?.id ?? null) &&
          order.tvID === (subscription.tv?.id ?? null)
        ? 'apartmentBills.tv.noChange'
        : null;
  // A refused submit focuses the field; once tried, the error follows the choice.
  const {
    ref: formRef,
    errors,
    submit,
  } = useForm({ live: true, check: () => ({ internet: problem ? say(problem) : undefined }) });

  const options = (list: Tariffs['internet']) => [
    { value: NONE, label: say('apartmentBills.tv.none') },
    ...list.map((t) => ({
      value: String(t.id),
      label: say('apartmentBills.tv.tariffOption', {
        name: t.name,
        capacity: capacityText(t),
        price: formatMoney(t.monthly_price, language, { fractionDigits: 2 }),
      }),
    })),
  ];

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event, async () => onSubmit(order))}
    >
      <SectionHeading>
        {say(changing ? 'apartmentBills.tv.changeTitle' : 'apartmentBills.tv.orderTitle')}
      </SectionHeading>
      <SelectField
        label={say('apartmentBills.tv.internet')}
        placeholder={false}
        value={internet}
        error={errors.internet}
        onChange={(event) => setInternet(event.target.value)}
        options={options(tariffs.internet)}
      />
      <SelectField
        label={say('apartmentBills.tv.tv')}
        placeholder={false}
        value={tv}
        onChange={(event) => setTv(event.target.value)}
        options={options(tariffs.tv)}
      />
      <Row>
        <Button type="submit" loading={busy}>
          {say(changing ? 'apartmentBills.tv.save' : 'apartmentBills.tv.order')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {say('apartmentBills.tv.back')}
        </Button>
      </Row>
    </Form>
  );
}
