// NumberField: whole numbers with − / + buttons (44px targets) and arrow keys, spec §5 "numeric".
import { useRef } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Field, type FieldBaseProps } from './Field';
import { controlBox, focusRing } from './styles';

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${vars.space2};
  max-width: 200px;
`;

const Input = styled('input', dom)`
  ${controlBox}
  text-align: center;
  min-width: 0;
`;

const Step = styled.button`
  flex: none;
  width: ${vars.controlHeight};
  min-height: ${vars.controlHeight};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  color: ${vars.colorText};
  font: inherit;
  font-size: 20px;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${vars.colorSurface};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing}
`;

export interface NumberFieldProps extends FieldBaseProps {
  /** The number, or `undefined` while empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

export function NumberField({
  value,
  onChange,
  min,
  max,
  disabled,
  name,
  onBlur,
  ...field
}: NumberFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const clamp = (n: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
  const step = (delta: number) => onChange(clamp((value ?? min ?? 0) + delta));
  const label = typeof field.label === 'string' ? field.label : '';
  return (
    <Field {...field}>
      {(control) => (
        <Row>
          <Step
            type="button"
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'ui.number.decrease' }, { label })}
            disabled={disabled || (value !== undefined && min !== undefined && value <= min)}
            onClick={() => {
              step(-1);
              input.current?.focus();
            }}
          >
            −
          </Step>
          <Input
            ref={input}
            part="input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            name={name}
            disabled={disabled}
            value={value ?? ''}
            onBlur={onBlur}
            onChange={(event) => {
              const text = event.target.value.trim();
              if (text === '') onChange(undefined);
              else if (/^\d+$/.test(text)) onChange(Number(text));
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowUp') {
                event.preventDefault();
                step(1);
              } else if (event.key === 'ArrowDown') {
                event.preventDefault();
                step(-1);
              }
            }}
            role="spinbutton"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max}
            {...control}
          />
          <Step
            type="button"
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'ui.number.increase' }, { label })}
            disabled={disabled || (value !== undefined && max !== undefined && value >= max)}
            onClick={() => {
              step(1);
              input.current?.focus();
            }}
          >
            +
          </Step>
        </Row>
      )}
    </Field>
  );
}
