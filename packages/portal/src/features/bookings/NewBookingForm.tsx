// The fields of the host's "book for a guest" form, from the widgets' field kit: apartment, dates,
// party (spec §5: adults 13+, children 0–12 with one age each), payment, comment and the guest
// fields of spec §3. Errors are RuleResults shown in the user's language.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { GENDERS, PAYMENT_TYPES, type Apartment, type Country } from '@sakhli/sdk';
import {
  DateRangeField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '@sakhli/widgets';
import { media, t } from '../../app/layout/tokens';
import type { NewBookingField, NewBookingValues } from './NewBookingValues';

/** Most children the form takes (the demo API's limit is 20 a field). */
const MAX_CHILDREN = 10;

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t('space4')};
  min-width: 0;
  margin: 0 0 ${t('space6')};
  padding: 0;
  border: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  legend {
    padding: 0;
    margin-bottom: ${t('space3')};
    font-weight: ${t('fontWeightBold')};
  }
`;

const Wide = styled.div`
  min-width: 0;
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

/** `YYYY-MM-DD` ↔ a local Date at midnight, as the calendar picks days. */
export function dayOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
export function isoOf(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface NewBookingFormProps {
  values: NewBookingValues;
  onChange: (patch: Partial<NewBookingValues>) => void;
  /** Each field's error, in the user's language. */
  errors: Partial<Record<NewBookingField, string>>;
  apartments: readonly Apartment[];
  countries: readonly Country[];
  /** Tbilisi's today, `YYYY-MM-DD`: the first day that can be picked. */
  today: string;
  disabled?: boolean;
}

export function NewBookingForm({
  values,
  onChange,
  errors,
  apartments,
  countries,
  today,
  disabled,
}: NewBookingFormProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `portal.newBooking.${id}` });
  const error = (field: NewBookingField): ReactNode => errors[field];
  const text = (field: keyof NewBookingValues, autoComplete?: string) => ({
    name: field,
    value: values[field] as string,
    error: error(field),
    disabled,
    ...(autoComplete ? { autoComplete } : {}),
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  const countryOptions = countries.map((c) => ({ value: c.id, label: c.label }));
  const children = values.children ?? 0;
  const setChildren = (count: number | undefined) => {
    const ages = values.childrenAges.slice(0, count ?? 0);
    while (ages.length < (count ?? 0)) ages.push(undefined);
    onChange({ children: count, childrenAges: ages });
  };

  return (
    <>
      <Fields>
        <legend>{label('section.stay')}</legend>
        <Wide>
          <SelectField
            label={label('apartment')}
            required
            {...text('apartmentId')}
            options={apartments.map((a) => ({ value: String(a.id), label: a.address }))}
          />
        </Wide>
        <Wide>
          <DateRangeField
            label={label('dates')}
            error={error('dates')}
            numberOfMonths={1}
            minDate={dayOf(today)}
            value={
              values.from
                ? { from: dayOf(values.from), to: values.to ? dayOf(values.to) : undefined }
                : undefined
            }
            onChange={(range) =>
              onChange({
                from: range?.from ? isoOf(range.from) : '',
                to: range?.to ? isoOf(range.to) : '',
              })
            }
          />
        </Wide>
        <NumberField
          label={label('adults')}
          name="adults"
          required
          min={1}
          max={20}
          value={values.adults}
          error={error('adults')}
          disabled={disabled}
          onChange={(adults) => onChange({ adults })}
        />
        <NumberField
          label={label('children')}
          name="children"
          min={0}
          max={MAX_CHILDREN}
          value={values.children}
          error={error('children') ?? error('childrenAges')}
          disabled={disabled}
          onChange={(count) =>
            setChildren(count === undefined ? undefined : Math.min(count, MAX_CHILDREN))
          }
        />
        {Array.from({ length: children }, (_, index) => (
          <NumberField
            key={index}
            label={intl.formatMessage({ id: 'portal.newBooking.childAge' }, { n: index + 1 })}
            name={`childAge.${index}`}
            required
            min={0}
            max={17}
            value={values.childrenAges[index]}
            disabled={disabled}
            onChange={(age) => {
              const ages = [...values.childrenAges];
              ages[index] = age;
              onChange({ childrenAges: ages });
            }}
          />
        ))}
        <SelectField
          label={label('paymentType')}
          required
          {...text('paymentType')}
          options={PAYMENT_TYPES.map((p) => ({ value: p, label: label(`payment.${p}`) }))}
        />
        <Wide>
          <TextAreaField label={label('comment')} optional {...text('comment')} />
        </Wide>
      </Fields>
      <Fields>
        <legend>{label('section.guest')}</legend>
        <TextField label={label('name')} required {...text('name', 'off')} />
        <TextField label={label('lastName')} required {...text('lastName', 'off')} />
        <TextField label={label('secondName')} optional {...text('secondName', 'off')} />
        <SelectField
          label={label('gender')}
          optional
          {...text('gender')}
          options={GENDERS.map((g) => ({ value: g, label: label(`gender.${g}`) }))}
        />
        <SelectField
          label={label('citizenship')}
          optional
          {...text('citizenship')}
          options={countryOptions}
        />
        <SelectField
          label={label('country')}
          optional
          {...text('country')}
          options={countryOptions}
        />
        <TextField label={label('city')} optional {...text('city', 'off')} />
        <TextField label={label('address')} optional {...text('address', 'off')} />
        <TextField label={label('personalNumber')} optional {...text('personalNumber', 'off')} />
        <TextField label={label('phone')} optional type="tel" {...text('phone', 'off')} />
        <Wide>
          <TextField
            label={label('email')}
            hint={label('emailHint')}
            required
            type="email"
            {...text('email', 'off')}
          />
        </Wide>
        <Wide>
          <TextField label={label('messenger')} optional {...text('messenger', 'off')} />
        </Wide>
      </Fields>
    </>
  );
}
