// Change mode (spec §7 guest flow): the host's proposed change, accepted or rejected once, after a confirm.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  apiErrorCode,
  bookingChangeQuery,
  confirmBookingChange,
  isApiError,
  type ChangeDecision,
  type GuestBookingToken,
} from '@sakhli/sdk';
import { useFirstCallClient } from './useFirstCallClient';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useOneFlightMutation } from '../ui/oneFlight';
import { dialogPrefetch, OnDemandDialog as Dialog } from '../ui/OnDemandDialog';
import { formatDate } from '../shell/i18n/format';
import { Actions, Heading, Lead, Outcome, ProblemBox, Stack, HeadingWhileLoading } from './parts';
import { changedRows, TermsComparison } from './TermsComparison';

export interface ChangeModeProps {
  link: GuestBookingToken;
  onDecision?: (detail: { bookingId: number; decision: ChangeDecision }) => void;
}

export function ChangeMode({ link, onDecision }: ChangeModeProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useFirstCallClient();
  // An answer already in (BookingChange starts the call a step earlier, a host's loader before
  // that) is the answer, an error too: not asked for again as the content mounts.
  const change = useQuery({ ...bookingChangeQuery(client, link), retryOnMount: false });
  const [asking, setAsking] = useState<ChangeDecision | undefined>();
  // Kept while a retry runs, so the message and its retry button stay where the focus is.
  const [failure, setFailure] = useState<{ error: unknown } | undefined>();
  // One decision only: a second click while the first is on its way does nothing (a failed call
  // may be tried again; after a success the buttons are gone).
  const decide = useOneFlightMutation({
    mutationFn: (decision: ChangeDecision) => confirmBookingChange(client, link, decision),
    onSuccess: (result) => {
      onDecision?.({ bookingId: result.booking_id, decision: result.decision });
    },
    onError: (error) => setFailure({ error }),
  });
  const send = (decision: ChangeDecision) => {
    setAsking(undefined);
    decide.mutate(decision);
  };

  // Issue 28 §5: the heading names the link's booking, known before the call answers, so the page
  // says what it is about with its code; the terms wait for the data (a skeleton).
  if (change.isPending) {
    return (
      <HeadingWhileLoading
        heading={say('bookingChange.change.heading')}
        bookingId={link.bookingId}
        lines={5}
      />
    );
  }
  if (change.isError) {
    // The heading stays when the request can't be read: the page still says what it is about.
    return (
      <Stack>
        <Heading>{say('bookingChange.change.heading')}</Heading>
        <ProblemBox
          error={change.error}
          onRetry={() => void change.refetch()}
          retrying={change.isFetching}
        />
      </Stack>
    );
  }

  const data = change.data;
  // "№ 5006": the sign reads the same in ge/en/ru, so the heading needs no ICU argument.
  const heading = (
    <Heading>
      {say('bookingChange.change.heading')} {`№\u00a0${data.booking_id}`}
    </Heading>
  );

  if (decide.isSuccess) {
    const accepted = decide.data.decision === 'accept';
    return (
      <Stack>
        {heading}
        <Outcome>
          <Alert
            tone="success"
            title={
              decide.data.message ??
              say(accepted ? 'success.changeAccepted' : 'success.changeRejected')
            }
          >
            {say(
              accepted ? 'bookingChange.result.acceptedNext' : 'bookingChange.result.rejectedNext',
            )}
          </Alert>
        </Outcome>
      </Stack>
    );
  }

  const failed = failure?.error;
  const retryDecision = decide.variables;
  return (
    <Stack>
      <div>
        {heading}
        <Lead>
          {say('bookingChange.change.intro')} {say('bookingChange.change.validUntil')}{' '}
          {formatDate(new Date(data.expires_at), link.lang, 'long')}
        </Lead>
        <p>{say('bookingChange.changedCount', { count: changedRows(data).size })}</p>
      </div>
      <TermsComparison change={data} />
      {failure && (
        <Outcome>
          <ProblemBox
            error={failed}
            {...(retryDecision ? { onRetry: () => send(retryDecision) } : {})}
            retrying={decide.isPending}
          />
        </Outcome>
      )}
      {!isFinal(failed) && (
        <Actions>
          <Button
            onClick={() => setAsking('accept')}
            {...dialogPrefetch}
            loading={decide.isPending && decide.variables === 'accept'}
            disabled={decide.isPending && decide.variables !== 'accept'}
          >
            {say('bookingChange.accept')}
          </Button>
          <Button
            variant="danger"
            onClick={() => setAsking('reject')}
            {...dialogPrefetch}
            loading={decide.isPending && decide.variables === 'reject'}
            disabled={decide.isPending && decide.variables !== 'reject'}
          >
            {say('bookingChange.reject')}
          </Button>
        </Actions>
      )}
      <Dialog
        open={asking !== undefined}
        onClose={() => setAsking(undefined)}
        role="alertdialog"
        title={say(
          asking === 'reject'
            ? 'bookingChange.confirm.rejectTitle'
            : 'bookingChange.confirm.acceptTitle',
        )}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(undefined)}>
              {say('bookingChange.confirm.back')}
            </Button>
            <Button
              variant={asking === 'reject' ? 'danger' : 'primary'}
              onClick={() => asking && send(asking)}
            >
              {say(
                asking === 'reject'
                  ? 'bookingChange.confirm.yesReject'
                  : 'bookingChange.confirm.yesAccept',
              )}
            </Button>
          </>
        }
      >
        {say(
          asking === 'reject'
            ? 'bookingChange.confirm.rejectText'
            : 'bookingChange.confirm.acceptText',
        )}
      </Dialog>
    </Stack>
  );
}

const FINAL = new Set([
  'error.alreadyHandled',
  'error.changeExpired',
  'error.linkExpired',
  'error.incorrectToken',
]);

/** After these answers no decision can be sent any more: hide the buttons (spec §7). */
function isFinal(error: unknown): boolean {
  return isApiError(error) && FINAL.has(apiErrorCode(error) ?? '');
}
