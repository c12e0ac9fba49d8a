// Accepting a booking (spec §4 PATCH): first what api/bookings/confirmPredict/{id} says — the guest's
// parallel bookings of other premises that refuse it, whether a digital key will be generated and
// sent — then the host confirms. A refused booking offers no confirm, only the reasons.
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { confirmPredictionQuery, errorsInPlace } from '@sakhli/sdk';
import {
  apiMessage,
  Button,
  Dialog,
  ErrorState,
  formatDate,
  LoadingState,
  useLanguage,
  useSakhliClient,
} from '@sakhli/widgets';
import { Notice } from '../../app/layout/primitives';

export interface AcceptDialogProps {
  bookingId: number;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The accept call is on its way. */
  accepting: boolean;
}

export function AcceptDialog({
  bookingId,
  open,
  onClose,
  onConfirm,
  accepting,
}: AcceptDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  // Asked afresh each time the dialog opens: another booking may have changed the answer.
  const prediction = useQuery({
    ...confirmPredictionQuery(errorsInPlace(useSakhliClient()), bookingId),
    enabled: open,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const answer = prediction.data;
  const canAccept = !!answer?.can_accept && !prediction.isFetching;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={say('portal.booking.accept.title', { id: bookingId })}
      actions={
        <>
          {canAccept && (
            <Button onClick={onConfirm} loading={accepting}>
              {say('portal.booking.accept.confirm')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {say('portal.booking.close')}
          </Button>
        </>
      }
    >
      {prediction.isPending || (prediction.isFetching && !answer) ? (
        <LoadingState heading={false} lines={2} label={say('portal.booking.accept.checking')} />
      ) : prediction.isError ? (
        <ErrorState
          message={apiMessage(intl, prediction.error)}
          onRetry={() => void prediction.refetch()}
          retrying={prediction.isFetching}
        />
      ) : answer ? (
        <>
          {!answer.can_accept && (
            <Notice tone="error">{say('portal.booking.accept.refused')}</Notice>
          )}
          {answer.conflicts.length === 0 ? (
            <p>{say('portal.booking.accept.noConflicts')}</p>
          ) : (
            <>
              <p>{say('portal.booking.accept.conflicts')}</p>
              <ul>
                {answer.conflicts.map((conflict) => (
                  <li key={conflict.id}>
                    {say('portal.booking.accept.conflict', {
                      id: conflict.id,
                      address: conflict.apartment.address,
                      from: formatDate(conflict.income_date, language),
                      to: formatDate(conflict.exit_date, language),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {answer.can_accept && (
            <p>
              {say(
                answer.key_will_be_generated
                  ? 'portal.booking.accept.key'
                  : 'portal.booking.accept.noKey',
              )}
            </p>
          )}
        </>
      ) : null}
    </Dialog>
  );
}
