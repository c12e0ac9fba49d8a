// The host's actions on one booking (spec §4), one at a time: accept a new booking (after the
// prediction), decline it (after a confirm), generate the digital key of an approved stay. Each
// says the server's success message (spec §8); a failure is said here and the booking shown as the
// server has it now.
import { useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  acceptBooking,
  declineBooking,
  generateBookingKey,
  tbilisiToday,
  type Booking,
} from '@sakhli/sdk';
import { apiMessage, Button, Dialog } from '@sakhli/widgets';
import { Notice } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { AcceptDialog } from './AcceptDialog';
import { useBookingAction } from './useBookingAction';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t('space2')};
  margin-top: ${t('space4')};
`;

export interface BookingActionsProps {
  booking: Booking;
  /** More actions at the end of the bar ("Book again for a guest"). */
  children?: ReactNode;
  /** The clock the key rule reads. @defaultValue Date.now */
  now?: () => number;
}

export function BookingActions({ booking, children, now = Date.now }: BookingActionsProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [dialog, setDialog] = useState<'accept' | 'decline' | null>(null);
  const close = () => setDialog(null);
  const accept = useBookingAction(booking.id, acceptBooking, 'success.bookingAccepted', close);
  const decline = useBookingAction(booking.id, declineBooking, 'success.bookingDeclined', close);
  const key = useBookingAction(booking.id, generateBookingKey, 'success.keyGenerated');
  const actions = { accept, decline, key };
  // Only the last action's failure is said: an older one is out of date.
  const [last, setLast] = useState<keyof typeof actions>();
  const start = (name: keyof typeof actions) => {
    setLast(name);
    actions[name].run();
  };
  const failed = last && actions[last].error;
  const pending = accept.pending || decline.pending || key.pending;
  // A key opens an approved stay that is not over yet (the demo API's rule); a stay has one key, so
  // a booking that holds it has nothing to generate.
  const keyAllowed =
    booking.status === 'approved' &&
    booking.key_id == null &&
    booking.exit_date > tbilisiToday(now());

  return (
    <section aria-label={say('portal.booking.actions')}>
      {failed ? (
        <Notice tone="error" title={apiMessage(intl, failed)}>
          {say('portal.booking.refreshed')}
        </Notice>
      ) : null}
      <Bar>
        {booking.status === 'new' && (
          <>
            <Button onClick={() => setDialog('accept')} disabled={pending}>
              {say('portal.booking.accept')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('decline')} disabled={pending}>
              {say('portal.booking.decline')}
            </Button>
          </>
        )}
        {keyAllowed && (
          <Button
            variant="secondary"
            onClick={() => start('key')}
            loading={key.pending}
            disabled={pending && !key.pending}
          >
            {say('portal.booking.generateKey')}
          </Button>
        )}
        {children}
      </Bar>
      <AcceptDialog
        bookingId={booking.id}
        open={dialog === 'accept'}
        onClose={close}
        onConfirm={() => start('accept')}
        accepting={accept.pending}
      />
      <Dialog
        role="alertdialog"
        open={dialog === 'decline'}
        onClose={close}
        title={say('portal.booking.decline.title', { id: booking.id })}
        actions={
          <>
            <Button variant="danger" onClick={() => start('decline')} loading={decline.pending}>
              {say('portal.booking.decline.confirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {say('portal.booking.decline.keep')}
            </Button>
          </>
        }
      >
        <p>{say('portal.booking.decline.text')}</p>
      </Dialog>
    </section>
  );
}
