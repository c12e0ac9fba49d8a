// Success (spec §8 "Booking created"): the booking number and where the details went.
import { useLayoutEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Heading, Text } from './parts';

const Box = styled('section', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
  padding: ${vars.space6} ${vars.space4};
  border: 1px solid ${vars.colorSuccess};
  border-inline-start-width: 6px;
  border-radius: ${vars.radiusMd};
  background: ${vars.colorSuccessSurface};
`;

const Check = styled('span', dom)`
  margin-inline-end: ${vars.space2};
`;

export interface ConfirmationProps {
  bookingId: number;
  email: string;
}

export function Confirmation({ bookingId, email }: ConfirmationProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the guest was in is gone: focus lands on the result, which screen readers then read.
  // A layout effect, so focus moves in the same commit that removed the Book button, never via <body>.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <Box part="confirmation" role="status">
      <Heading ref={heading} tabIndex={-1}>
        <Check aria-hidden="true">✓</Check>
        {intl.formatMessage({ id: 'guestBooking.done.heading' })}
      </Heading>
      <Text>
        {intl.formatMessage(
          { id: 'guestBooking.done.text' },
          {
            id: <strong key="id">{bookingId}</strong>,
            email: <strong key="email">{email}</strong>,
          },
        )}
      </Text>
    </Box>
  );
}
