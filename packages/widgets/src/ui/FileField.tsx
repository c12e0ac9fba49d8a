// FileField: pick one file, checked by the SDK's spec §5 file rule before any upload; shows
// upload progress when given.
import { useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { file as fileRule, formatBytes, type FileRuleOptions } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from './Button';
import { ErrorText, FieldBox, Hint, Label, useFieldIds, type FieldBaseProps } from './Field';

export interface FileFieldProps extends Omit<FieldBaseProps, 'required'> {
  /** The accepted file, or `null`. */
  value: File | null;
  /** Called with a file that passed the rule, or `null` when removed. */
  onChange: (file: File | null) => void;
  /** Accepted MIME types, families or extensions (`image/*`, `application/pdf`, `.pdf`). */
  accept?: FileRuleOptions['types'];
  /** Largest size in bytes. */
  maxBytes?: number;
  /** Upload progress 0–100 while uploading; absent when not uploading. */
  progress?: number;
  disabled?: boolean;
  name?: string;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2} ${vars.space3};
`;

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${vars.colorText};
`;

const Muted = styled.span`
  font-weight: 400;
  color: ${vars.colorTextMuted};
`;

const Bar = styled('progress', dom)`
  width: 100%;
  height: 10px;
  appearance: none;
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  background: ${vars.colorSurface};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${vars.colorSurface};
  }
  &::-webkit-progress-value {
    background: ${vars.colorPrimary};
  }
  &::-moz-progress-bar {
    background: ${vars.colorPrimary};
  }
`;

export function FileField({
  label,
  hint,
  error,
  optional,
  id,
  value,
  onChange,
  accept = [],
  maxBytes,
  progress,
  disabled,
  name,
}: FileFieldProps) {
  const intl = useIntl();
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  const [ruleError, setRuleError] = useState<string>();
  const shown: ReactNode = ruleError ?? error;
  const describedBy = [hint ? ids.hint : null, `${ids.control}-file`, shown ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    // spec §5 file rule: wrong type or too large is said before anything is uploaded.
    const failed = fileRule({ types: accept, maxBytes })(picked);
    if (failed) {
      setRuleError(intl.formatMessage({ id: failed.id }, failed.values));
      return;
    }
    setRuleError(undefined);
    onChange(picked);
  };

  return (
    <FieldBox part="field">
      <Label as="span" part="label" id={ids.label}>
        {label}
        {optional && <Muted>{` (${intl.formatMessage({ id: 'ui.optional' })})`}</Muted>}
      </Label>
      {hint && (
        <Hint part="hint" id={ids.hint}>
          {hint}
        </Hint>
      )}
      <input
        ref={input}
        type="file"
        hidden
        name={name}
        accept={accept.join(',') || undefined}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Row>
        <Button
          id={ids.control}
          variant="secondary"
          disabled={disabled}
          aria-labelledby={`${ids.control}-text ${ids.label}`}
          aria-describedby={describedBy}
          aria-invalid={shown ? true : undefined}
          onClick={() => input.current?.click()}
        >
          <span id={`${ids.control}-text`}>{intl.formatMessage({ id: 'ui.file.choose' })}</span>
        </Button>
        <FileName id={`${ids.control}-file`}>
          {value ? (
            <>
              {value.name} <Muted>({formatBytes(value.size)})</Muted>
            </>
          ) : (
            <Muted>{intl.formatMessage({ id: 'ui.file.none' })}</Muted>
          )}
        </FileName>
        {value && progress === undefined && (
          <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            {intl.formatMessage({ id: 'ui.file.remove' })}
          </Button>
        )}
      </Row>
      {progress !== undefined && (
        <>
          <Bar
            max={100}
            value={Math.round(progress)}
            aria-label={intl.formatMessage(
              { id: 'ui.file.progress' },
              { percent: Math.round(progress) },
            )}
          />
          <Muted aria-live="polite">
            {intl.formatMessage({ id: 'ui.file.progress' }, { percent: Math.round(progress) })}
          </Muted>
        </>
      )}
      {shown && (
        <ErrorText part="error" id={ids.error} role={ruleError ? 'alert' : undefined}>
          <span aria-hidden="true">⚠</span>
          <span>{shown}</span>
        </ErrorText>
      )}
    </FieldBox>
  );
}
