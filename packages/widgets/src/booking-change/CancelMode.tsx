// Cancel mode (spec §7 guest flow): the booking with its status colour, and a confirmed cancel.
import { useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelGuestBooking,
  guestBookingQuery,
  isApiError,
  type GuestBooking,
  type GuestBookingToken,
} from '@sakhli/sdk';
import { useFirstCallClient } from './useFirstCallClient';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useOneFlightMutation } from '../ui/oneFlight';
import { dialogPrefetch, OnDemandDialog as Dialog } from '../ui/OnDemandDialog';
import { BookingDetails } from './BookingDetails';
import {
  Actions,
  dateRange,
  Heading,
  Outcome,
  ProblemBox,
  Stack,
  HeadingWhileLoading,
} from './parts';

export interface CancelModeProps {
  link: GuestBookingToken;
  onCancelled?: (detail: { bookingId: number }) => void;
}

const Strong = styled.p`
  margin: 0 0 ${vars.space2};
  font-weight: ${vars.fontWeightBold};
`;

export function CancelMode({ link, onCancelled }: CancelModeProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useFirstCallClient();
  const queryClient = useQueryClient();
  const query = guestBookingQuery(client, link);
  // As in ChangeMode: an answer already in, an error too, is not asked for again on mount.
  const booking = useQuery({ ...query, retryOnMount: false });
  const [asking, setAsking] = useState(false);
  // Kept while a retry runs, so the message and its retry button stay where the focus is.
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  const cancel = useOneFlightMutation({
    mutationFn: () => cancelGuestBooking(client, link),
    onSuccess: (result) => {
      const { message: _message, ...fresh } = result;
      queryClient.setQueryData<GuestBooking>(query.queryKey, fresh);
      onCancelled?.({ bookingId: result.id });
    },
    onError: (error) => {
      setFailure({ error });
      // Canceled meanwhile (another tab): show the booking as it now is, without the button.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey });
      }
    },
  });
  const confirm = () => {
    setAsking(false);
    cancel.mutate();
  };

  // Issue 28 §5: the heading names the link's booking, known before the call answers (as in
  // ChangeMode); the booking's details wait for the data.
  if (booking.isPending) {
    return (
      <HeadingWhileLoading
        heading={say('bookingChange.cancel.heading')}
        bookingId={link.bookingId}
        lines={6}
      />
    );
  }
  if (booking.isError) {
    // The heading stays when the booking can't be read: the page still says what it is about.
    return (
      <Stack>
        <Heading>{say('bookingChange.cancel.heading')}</Heading>
        <ProblemBox
          error={booking.error}
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      </Stack>
    );
  }

  const data = booking.data;
  const canceled = data.status === 'canceled';
  const dates = dateRange(data, link.lang);
  return (
    <Stack>
      <Heading>
        {say('bookingChange.cancel.heading')} {`№\u00a0${data.id}`}
      </Heading>
      {cancel.isSuccess ? (
        <Outcome>
          <Alert tone="success" title={cancel.data.message ?? say('success.bookingCanceled')}>
            {say('bookingChange.cancel.doneNext')}
          </Alert>
        </Outcome>
      ) : canceled ? (
        <Alert tone="info" live={false}>
          {say('bookingChange.cancel.alreadyCanceled')}
        </Alert>
      ) : !data.can_cancel ? (
        <Alert tone="info" live={false}>
          {say('bookingChange.cancel.notCancellable')}
        </Alert>
      ) : null}
      <BookingDetails booking={data} />
      {failure && !cancel.isSuccess && (
        <Outcome>
          <ProblemBox error={failure.error} onRetry={confirm} retrying={cancel.isPending} />
        </Outcome>
      )}
      {!canceled && data.can_cancel && (
        <Actions>
          <Button
            variant="danger"
            onClick={() => setAsking(true)}
            loading={cancel.isPending}
            {...dialogPrefetch}
          >
            {say('bookingChange.cancel.button')}
          </Button>
        </Actions>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={say('bookingChange.cancel.confirmTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {say('bookingChange.cancel.keep')}
            </Button>
            <Button variant="danger" onClick={confirm}>
              {say('bookingChange.cancel.yes')}
            </Button>
          </>
        }
      >
        <Strong>{dates}</Strong>
        {say('bookingChange.cancel.confirmText')}
      </Dialog>
    </Stack>
  );
}
