// Asks for the guest's e-mail and sends the reservation link (spec §7 POST api/qr/booking/{id}/{hash});
// then "check your e-mail" with the address and a way to send again. Errors are said in place (spec §8).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  email as emailRule,
  required,
  validate,
  requestGuestLink,
  type GuestLink,
} from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { vars } from '../shell/theme/tokens';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useOneFlightMutation } from '../ui/oneFlight';
import { TextField } from '../ui/TextField';
import { apiMessage, reasonOf } from '../ui/apiMessage';
import { Heading, Stack, Text } from './parts';

// A one-field form reads better short than stretched across a wide widget.
const Form = styled(Stack.withComponent('form'))`
  max-width: 480px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`;

export interface LinkRequestProps {
  link: GuestLink;
  /** The address to start with (the form's e-mail after an expired window). */
  initialEmail?: string;
  /** Text of the send button. @defaultValue "Send me the link" */
  submitLabel?: string;
  /** The link went out to this address; it works for `windowMs` from now. */
  onSent?: (email: string, windowMs: number) => void;
  /** The guest is typing the address (the e-mail step fetches the booking step's code then). */
  onTyping?: () => void;
}

export function LinkRequest({
  link,
  initialEmail = '',
  submitLabel,
  onSent,
  onTyping,
}: LinkRequestProps) {
  const intl = useIntl();
  const client = useSakhliClient();
  const [address, setAddress] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [sentAgain, setSentAgain] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const moved = useRef(false);
  // A double submit or a quick second "send again" sends one e-mail.
  const send = useOneFlightMutation({
    mutationFn: (to: string) => requestGuestLink(client, link, to),
  });

  useEffect(() => {
    // Focus follows the state change the guest caused, never on first render (host page focus).
    if (!moved.current) return;
    if (sentTo) sentHeading.current?.focus();
    else input.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = address.trim();
    // spec §5: required, then "Invalid E-mail." before anything is sent.
    const failed = validate<unknown>(to, required, emailRule);
    if (failed) {
      setFieldError(intl.formatMessage({ id: failed.id }, failed.values));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    send.mutate(to, {
      onSuccess: (sent) => {
        moved.current = true;
        setSentAgain(false);
        setSentTo(sent.email);
        onSent?.(sent.email, sent.window_seconds * 1000);
      },
      onError: (error) => {
        if (reasonOf(error) === 'validation.email') {
          setFieldError(intl.formatMessage({ id: 'validation.email' }));
          input.current?.focus();
        }
      },
    });
  };

  const resend = () => {
    if (!sentTo) return;
    send.mutate(sentTo, {
      onSuccess: (sent) => {
        setSentAgain(true);
        onSent?.(sentTo, sent.window_seconds * 1000);
      },
    });
  };

  const failure =
    send.isError && reasonOf(send.error) !== 'validation.email'
      ? apiMessage(intl, send.error)
      : undefined;

  if (sentTo) {
    return (
      <Stack>
        <Heading ref={sentHeading} tabIndex={-1}>
          {intl.formatMessage({ id: 'guestBooking.sent.heading' })}
        </Heading>
        <Text>
          {intl.formatMessage(
            { id: 'guestBooking.sent.text' },
            { email: <strong key="email">{sentTo}</strong> },
          )}
        </Text>
        {sentAgain && (
          <Alert tone="success">
            {intl.formatMessage({ id: 'guestBooking.sent.againDone' }, { email: sentTo })}
          </Alert>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <Actions>
          <Button variant="secondary" loading={send.isPending} onClick={resend}>
            {intl.formatMessage({ id: 'guestBooking.sent.again' })}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              moved.current = true;
              send.reset();
              setSentTo(undefined);
            }}
          >
            {intl.formatMessage({ id: 'guestBooking.sent.change' })}
          </Button>
        </Actions>
      </Stack>
    );
  }

  return (
    <Form noValidate onSubmit={submit}>
      <TextField
        ref={input}
        label={intl.formatMessage({ id: 'guestBooking.email.label' })}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={address}
        error={fieldError}
        onChange={(event) => {
          setAddress(event.target.value);
          onTyping?.();
        }}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Actions>
        <Button type="submit" loading={send.isPending}>
          {submitLabel ?? intl.formatMessage({ id: 'guestBooking.email.submit' })}
        </Button>
      </Actions>
    </Form>
  );
}
