// SelectField: a labelled native select (keyboard and screen-reader support for free).
import type { Ref, SelectHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { controlBox } from './styles';

const Select = styled('select', dom)`
  ${controlBox}
  appearance: none;
  padding-inline-end: 40px;
  /* A chevron drawn in the text colour, so it follows the theme. */
  background-image:
    linear-gradient(45deg, transparent 50%, ${vars.colorText} 50%),
    linear-gradient(135deg, ${vars.colorText} 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 55%,
    calc(100% - 14px) 55%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & {
    options: readonly SelectOption[];
    /** The empty first choice; `false` for none. @defaultValue "Choose…" */
    placeholder?: string | false;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const intl = useIntl();
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <Select part="input" {...select} {...control}>
          {placeholder !== false && (
            <option value="">
              {placeholder ?? intl.formatMessage({ id: 'ui.select.placeholder' })}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
