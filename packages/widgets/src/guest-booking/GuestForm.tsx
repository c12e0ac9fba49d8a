// The guest form of spec §3 (guest fields, party, payment) with the spec §5 messages in place.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  GENDERS,
  PASSPORT_SCAN_LIMITS,
  PAYMENT_TYPES,
  type Country,
  type RuleResult,
} from '@sakhli/sdk';
import { containerQuery, vars } from '../shell/theme/tokens';
import { ErrorText } from '../ui/Field';
import { FileField } from '../ui/FileField';
import { NumberField } from '../ui/NumberField';
import { SelectField } from '../ui/SelectField';
import { TextAreaField, TextField } from '../ui/TextField';
import type { FormErrors, GuestFormValues } from './guestFormValues';

/** Most children a form takes (the demo API's limit is 20 a field). */
const MAX_CHILDREN = 10;

const Section = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space4};
  margin: 0 0 ${vars.space6};
  padding: 0;
  border: 0;
  min-width: 0;
  ${containerQuery.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space3};
  font-size: ${vars.fontSizeMd};
  font-weight: ${vars.fontWeightBold};
`;

/** A cell spanning both columns (long fields, the file, the comment). */
const Wide = styled.div`
  min-width: 0;
  ${containerQuery.sm} {
    grid-column: 1 / -1;
  }
`;

export interface GuestFormProps {
  values: GuestFormValues;
  onChange: (patch: Partial<GuestFormValues>) => void;
  errors: FormErrors;
  countries: readonly Country[];
  scan: File | null;
  onScanChange: (file: File | null) => void;
  /** Upload progress 0–100 while the booking with its scan is being sent. */
  progress?: number;
  disabled?: boolean;
}

export function GuestForm({
  values,
  onChange,
  errors,
  countries,
  scan,
  onScanChange,
  progress,
  disabled,
}: GuestFormProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `guestBooking.field.${id}` });
  const error = (field: string): ReactNode => {
    const result: RuleResult | undefined = errors[field];
    return result ? intl.formatMessage({ id: result.id }, result.values) : undefined;
  };
  const text = (
    field: keyof GuestFormValues,
    extra: { autoComplete?: string; type?: string } = {},
  ) => ({
    name: field,
    value: values[field] as string,
    error: error(field),
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    ...extra,
  });
  const countryOptions = countries.map((c) => ({ value: c.id, label: c.label }));
  const children = values.children ?? 0;

  const setChildren = (count: number | undefined) => {
    const ages = values.childrenAges.slice(0, count ?? 0);
    while (ages.length < (count ?? 0)) ages.push(undefined);
    onChange({ children: count, childrenAges: ages });
  };

  return (
    <div>
      <Section>
        <Legend>{intl.formatMessage({ id: 'guestBooking.section.guest' })}</Legend>
        <TextField
          label={label('name')}
          required
          {...text('name', { autoComplete: 'given-name' })}
        />
        <TextField
          label={label('lastName')}
          required
          {...text('lastName', { autoComplete: 'family-name' })}
        />
        <TextField
          label={label('secondName')}
          optional
          {...text('secondName', { autoComplete: 'additional-name' })}
        />
        <SelectField
          label={label('gender')}
          required
          {...text('gender')}
          options={GENDERS.map((g) => ({
            value: g,
            label: intl.formatMessage({ id: `guestBooking.gender.${g}` }),
          }))}
        />
        <SelectField
          label={label('citizenship')}
          required
          {...text('citizenship')}
          options={countryOptions}
        />
        <SelectField
          label={label('country')}
          required
          {...text('country', { autoComplete: 'country' })}
          options={countryOptions}
        />
        <TextField
          label={label('city')}
          required
          {...text('city', { autoComplete: 'address-level2' })}
        />
        <TextField
          label={label('address')}
          required
          {...text('address', { autoComplete: 'street-address' })}
        />
        <Wide>
          <TextField label={label('personalNumber')} required {...text('personalNumber')} />
        </Wide>
        <Wide>
          <FileField
            label={label('passportScan')}
            hint={intl.formatMessage({ id: 'guestBooking.field.passportScanHint' })}
            optional
            name="passportScan"
            accept={[...PASSPORT_SCAN_LIMITS.types]}
            maxBytes={PASSPORT_SCAN_LIMITS.maxBytes}
            value={scan}
            onChange={onScanChange}
            error={error('passportScan')}
            disabled={disabled}
            {...(progress === undefined ? {} : { progress })}
          />
        </Wide>
      </Section>

      <Section>
        <Legend>{intl.formatMessage({ id: 'guestBooking.section.contact' })}</Legend>
        {/* One a row: the phone's hint would push its input below the e-mail's beside it. */}
        <Wide>
          <TextField
            label={label('phone')}
            hint={intl.formatMessage({ id: 'guestBooking.field.phoneHint' })}
            required
            {...text('phone', { autoComplete: 'tel', type: 'tel' })}
          />
        </Wide>
        <Wide>
          <TextField
            label={label('email')}
            required
            {...text('email', { autoComplete: 'email', type: 'email' })}
          />
        </Wide>
        <Wide>
          <TextField label={label('messenger')} optional {...text('messenger')} />
        </Wide>
      </Section>

      <Section>
        <Legend>{intl.formatMessage({ id: 'guestBooking.section.party' })}</Legend>
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
          error={error('children')}
          disabled={disabled}
          onChange={(count) =>
            setChildren(count === undefined ? undefined : Math.min(count, MAX_CHILDREN))
          }
        />
        {Array.from({ length: children }, (_, index) => (
          <NumberField
            key={index}
            label={intl.formatMessage({ id: 'guestBooking.field.childAge' }, { n: index + 1 })}
            name={`childAge.${index}`}
            required
            min={0}
            value={values.childrenAges[index]}
            error={error(`childAge.${index}`)}
            disabled={disabled}
            onChange={(age) => {
              const ages = [...values.childrenAges];
              ages[index] = age;
              onChange({ childrenAges: ages });
            }}
          />
        ))}
        {errors.childrenAges && (
          <Wide>
            <ErrorText part="error" data-field="childrenAges">
              <span aria-hidden="true">⚠</span>
              <span>{error('childrenAges')}</span>
            </ErrorText>
          </Wide>
        )}
        <SelectField
          label={label('paymentType')}
          required
          {...text('paymentType')}
          options={PAYMENT_TYPES.map((p) => ({
            value: p,
            label: intl.formatMessage({ id: `guestBooking.payment.${p}` }),
          }))}
        />
        <Wide>
          <TextAreaField label={label('comment')} optional {...text('comment')} />
        </Wide>
      </Section>
    </div>
  );
}
