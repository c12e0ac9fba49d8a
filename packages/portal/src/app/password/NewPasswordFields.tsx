// A new password (registration, reset, the profile's change): spec §5 rules ticking live under it,
// then its repeat. Below the features, so each form that sets a password uses this one.
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordsEqual, required, validate } from '@sakhli/sdk';
import type { FieldCheck } from '@sakhli/widgets';
import { TextField } from '@sakhli/widgets';
import { t } from '../layout/tokens';
import { passwordAccepted, passwordChecks } from './passwordChecks';

export interface NewPassword {
  password: string;
  confirmation: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

/** What the form checks (useForm says them). */
export type NewPasswordChecks = Partial<Record<keyof NewPassword, FieldCheck>>;

/** The password must pass the spec §5 rules and the repeat must match it. */
export function newPasswordChecks({ password, confirmation }: NewPassword): NewPasswordChecks {
  return {
    password:
      required(password) ??
      (passwordAccepted(password) ? undefined : { id: 'validation.password' as const }),
    confirmation: validate(confirmation, required) ?? passwordsEqual(password, confirmation),
  };
}

const Rules = styled.div`
  font-size: ${t('fontSizeSm')};
  p {
    margin: 0 0 ${t('space1')};
    color: ${t('colorTextMuted')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${t('space2')};
  }
  li[data-met='true'] {
    color: ${t('colorSuccess')};
  }
  li[data-met='false'] {
    color: ${t('colorTextMuted')};
  }
`;

/** spec §5 password rules, updated as the user types; each line says met or not in words too. */
function PasswordRules({ value }: { value: string }) {
  const intl = useIntl();
  return (
    <Rules>
      <p>
        <FormattedMessage id="portal.auth.rules.title" />
      </p>
      <ul>
        {passwordChecks(value).map((check) => (
          <li key={check.id} data-met={check.met}>
            <span aria-hidden="true">{check.met ? '✓' : '○'}</span>
            <span>
              <FormattedMessage id={check.messageId} values={check.values} />
              <span className="sr-only">
                {' '}
                (
                {intl.formatMessage({
                  id: check.met ? 'portal.auth.rules.met' : 'portal.auth.rules.unmet',
                })}
                )
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Rules>
  );
}

export interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on registration, "New password" on reset. */
  labelId: string;
  value: NewPassword;
  errors: NewPasswordErrors;
  onChange: (field: keyof NewPassword, value: string) => void;
}

export function NewPasswordFields({ labelId, value, errors, onChange }: NewPasswordFieldsProps) {
  const fields = [
    { field: 'password', name: 'password', labelId },
    {
      field: 'confirmation',
      name: 'password_confirmation',
      labelId: 'portal.auth.passwordConfirm',
    },
  ] as const;
  return fields.map(({ field, name, labelId: label }) => (
    <TextField
      key={field}
      label={<FormattedMessage id={label} />}
      type="password"
      name={name}
      autoComplete="new-password"
      required
      value={value[field]}
      error={errors[field]}
      after={field === 'password' ? <PasswordRules value={value.password} /> : undefined}
      onChange={(event) => onChange(field, event.target.value)}
    />
  ));
}
