// CheckboxField: a checkbox with its label beside it (the whole line is the target) and an error tied to it.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from '@emotion/styled';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { ErrorText, FieldBox, useFieldIds } from './Field';
import { focusRing } from './styles';

export type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'required'
> & {
  /** The text beside the box (terms, "remember this device"). */
  label: ReactNode;
  /** The error to show in place (already translated); marks the checkbox invalid. */
  error?: ReactNode;
  /** Marks the checkbox required (e.g. accepting the terms). */
  required?: boolean;
  /** Control id; generated when absent. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

const Row = styled('label', dom)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space2};
  min-height: ${vars.controlHeight};
  color: ${vars.colorText};
  cursor: pointer;
`;

const Box = styled('input', dom)`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${vars.colorPrimary};
  cursor: inherit;
  ${focusRing}
`;

export function CheckboxField({ label, error, required, id, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldBox part="field">
      <Row part="label">
        <Box
          part="input"
          type="checkbox"
          {...input}
          id={ids.control}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
        />
        <span>{label}</span>
      </Row>
      {error && (
        <ErrorText part="error" id={ids.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </ErrorText>
      )}
    </FieldBox>
  );
}
