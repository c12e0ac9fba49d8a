// The country of a recommendation: a list from the third-party country service (no session headers,
// fetched once per page session), or free text when that service does not answer.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { countryListQuery } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { DEFAULT_COUNTRIES_PATH } from './countriesPath';

/** The demo API's stand-in for the country service, beside the API (docs/api-assumptions.md). */
export { DEFAULT_COUNTRIES_PATH };

export interface CountryFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The country service's list URL. @defaultValue the API base + `third-party/countries` */
  countriesUrl?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}

export function CountryField({
  value,
  onChange,
  countriesUrl,
  error,
  disabled,
}: CountryFieldProps) {
  const intl = useIntl();
  const client = useSakhliClient();
  const serviceURL = countriesUrl || client.url(DEFAULT_COUNTRIES_PATH);
  const countries = useQuery(countryListQuery(client, { serviceURL }));
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ value: c.id, label: c.label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countries.data],
  );
  const label = intl.formatMessage({ id: 'loyalty.recommend.country' });

  // The service is down (or answered nonsense): the form still works with what the user types.
  if (countries.isError) {
    return (
      <TextField
        label={label}
        optional
        hint={intl.formatMessage({ id: 'loyalty.recommend.country.free' })}
        value={value}
        error={error}
        maxLength={100}
        autoComplete="country-name"
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <SelectField
      label={label}
      optional
      value={value}
      error={error}
      disabled={disabled || countries.isPending}
      aria-busy={countries.isPending || undefined}
      placeholder={countries.isPending ? intl.formatMessage({ id: 'ui.loading' }) : undefined}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
