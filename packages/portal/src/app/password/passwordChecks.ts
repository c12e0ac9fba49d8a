// spec §5 password rule, split into the parts a user sees tick as they type; the SDK rule decides.
import { PASSWORD_MIN_LENGTH, minLength, password } from '@sakhli/sdk';

export interface PasswordCheck {
  id: 'length' | 'upper' | 'digit';
  messageId: string;
  values?: Record<string, number>;
  met: boolean;
}

/** Each requirement of spec §5 and whether `value` meets it. */
export function passwordChecks(value: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      messageId: 'portal.auth.rules.length',
      values: { n: PASSWORD_MIN_LENGTH },
      met: value !== '' && minLength(PASSWORD_MIN_LENGTH)(value) === undefined,
    },
    // Latin capitals only: the SDK rule refuses Georgian Mtavruli and Cyrillic (spec §5).
    { id: 'upper', messageId: 'portal.auth.rules.upper', met: /[A-Z]/.test(value) },
    { id: 'digit', messageId: 'portal.auth.rules.digit', met: /[0-9]/.test(value) },
  ];
}

/** The SDK's verdict: every part met means the password passes spec §5. */
export function passwordAccepted(value: string): boolean {
  return value !== '' && password(value) === undefined;
}
