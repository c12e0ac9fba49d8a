// Field: label, hint and error around one control, wired with aria-describedby / aria-invalid.
import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

/** What every field takes besides its control's own props. */
export interface FieldBaseProps {
  /** The visible label (a field never relies on a placeholder). */
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The error to show in place (already translated); marks the control invalid. */
  error?: ReactNode;
  /** Marks the field required; optional fields say so in their label instead. */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Control id; generated when absent. */
  id?: string;
}

/** The attributes a field's control must carry. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export const FieldBox = styled('div', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space1};
  min-width: 0;
`;

export const Label = styled('label', dom)`
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorText};
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${vars.colorTextMuted};
`;

export const Hint = styled('p', dom)`
  margin: 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`;

export const ErrorText = styled('p', dom)`
  display: flex;
  gap: ${vars.space1};
  margin: 0;
  font-size: ${vars.fontSizeSm};
  font-weight: ${vars.fontWeightBold};
  color: ${vars.colorDanger};
`;

/** A field component's props split into what `Field` takes and what goes on the control. */
export function splitFieldProps<P extends FieldBaseProps>({
  label,
  hint,
  error,
  required,
  optional,
  id,
  ...control
}: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  return [{ label, hint, error, required, optional, id }, control];
}

/** Ids for a field's parts, stable across renders. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? `sakhli-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return {
    control: base,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    after: `${base}-after`,
  };
}

export interface FieldProps extends FieldBaseProps {
  /** Renders the control with the attributes that tie it to label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  /** `label` for inputs; `legend`-like groups pass 'span' and label by id. */
  labelAs?: 'label' | 'span';
  /** More help under the control, read with it (e.g. password rules that tick as the user types). */
  after?: ReactNode;
}

export function Field({ labelAs = 'label', after, children, ...base }: FieldProps) {
  const { label, hint, error, required, optional, id } = base;
  const intl = useIntl();
  const ids = useFieldIds(id);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null, after ? ids.after : null]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldBox part="field">
      <Label
        part="label"
        id={ids.label}
        as={labelAs}
        {...(labelAs === 'label' ? { htmlFor: ids.control } : {})}
      >
        {label}
        {optional && <Optional>{` (${intl.formatMessage({ id: 'ui.optional' })})`}</Optional>}
      </Label>
      {hint && (
        <Hint part="hint" id={ids.hint}>
          {hint}
        </Hint>
      )}
      {children({
        id: ids.control,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <ErrorText part="error" id={ids.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </ErrorText>
      )}
      {after && <div id={ids.after}>{after}</div>}
    </FieldBox>
  );
}
