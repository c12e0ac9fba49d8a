// "Book for a guest" (spec §4 POST api/bookings, issue 25 §4): the form in a dialog, and a button
// that opens it. The booking is created new; the guest's 48 hours to be accepted start then. One
// request however often it is sent (an Idempotency-Key per filled form), the server's "Booking
// created." as a toast (spec §8), every list of bookings invalidated through `bookingKeys`.
// The /bookings screen mounts `<NewBookingButton />` (NewBookingButton.tsx) in its toolbar, which
// loads this dialog when it is first opened; it brings its own texts.
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apartmentsQuery,
  bookingKeys,
  countriesQuery,
  createBooking,
  errorsInPlace,
  newIdempotencyKey,
  notificationKeys,
  tbilisiToday,
  type Booking,
} from '@sakhli/sdk';
import {
  apiMessage,
  Button,
  Dialog,
  ErrorState,
  LoadingState,
  useForm,
  useSakhliClient,
  useToast,
  WithCatalog,
} from '@sakhli/widgets';
import { Notice } from '../../app/layout/primitives';
import { NewBookingForm } from './NewBookingForm';
import { newBookingMessages } from './NewBookingMessages';
import {
  emptyNewBooking,
  newBookingProblems,
  onFormFields,
  toNewBooking,
  type NewBookingField,
  type NewBookingValues,
} from './NewBookingValues';

export interface NewBookingDialogProps {
  open: boolean;
  onClose: () => void;
  /** Values to start with ("Book again for a guest"). @defaultValue an empty form */
  initial?: NewBookingValues;
  /** The booking was created (the dialog has closed). */
  onCreated?: (booking: Booking) => void;
  /** The clock of the dates' first day. @defaultValue Date.now */
  now?: () => number;
}

/** The dialog with its texts; its form (and its calls) exist only while it is open. */
export function NewBookingDialog(props: NewBookingDialogProps) {
  return (
    <WithCatalog catalog={newBookingMessages}>
      <BookingDialog {...props} />
    </WithCatalog>
  );
}

function BookingDialog({ open, onClose, ...rest }: NewBookingDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'portal.newBooking.title' })}
      actions={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {intl.formatMessage({ id: 'portal.newBooking.submit' })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'portal.newBooking.cancel' })}
          </Button>
        </>
      }
    >
      {open && <BookingFormBody formId={formId} onClose={onClose} onBusy={setBusy} {...rest} />}
    </Dialog>
  );
}

function BookingFormBody({
  formId,
  onClose,
  onBusy,
  initial = emptyNewBooking,
  onCreated,
  now = Date.now,
}: Omit<NewBookingDialogProps, 'open'> & { formId: string; onBusy: (busy: boolean) => void }) {
  const intl = useIntl();
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const inPlace = errorsInPlace(client);
  const apartments = useQuery(apartmentsQuery(inPlace));
  const countries = useQuery(countriesQuery(inPlace));
  const [values, setValues] = useState(initial);
  // One key per filled form: a retry of the same answers is the same booking, a change a new one.
  const idempotencyKey = useRef(newIdempotencyKey());
  const today = tbilisiToday(now());
  // spec §5 before sending, one request at a time, a refusal in place and on its fields.
  const { ref: formRef, ...form } = useForm<NewBookingField>({
    check: () => newBookingProblems(values, today),
    live: true,
  });

  const create = useMutation({
    mutationFn: (body: ReturnType<typeof toNewBooking>) =>
      createBooking(client, body, { errors: 'in-place', idempotencyKey: idempotencyKey.current }),
    onMutate: () => onBusy(true),
    onSuccess: ({ message, ...booking }) => {
      queryClient.setQueryData(bookingKeys.detail(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count() });
      toast.success(message ?? intl.formatMessage({ id: 'success.bookingCreated' }));
      onClose();
      onCreated?.(booking);
    },
    onSettled: () => onBusy(false),
  });

  const change = (patch: Partial<NewBookingValues>) => {
    idempotencyKey.current = newIdempotencyKey();
    setValues((old) => ({ ...old, ...patch }));
  };

  if (apartments.isPending || countries.isPending) {
    return (
      <LoadingState
        heading={false}
        lines={6}
        label={intl.formatMessage({ id: 'portal.newBooking.apartmentsLoading' })}
      />
    );
  }
  const loadError = apartments.error ?? countries.error;
  if (loadError) {
    return (
      <ErrorState
        message={apiMessage(intl, loadError)}
        onRetry={() => {
          void apartments.refetch();
          void countries.refetch();
        }}
        retrying={apartments.isFetching || countries.isFetching}
      />
    );
  }
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.submit(event, () => create.mutateAsync(toNewBooking(values)))}
    >
      <p>{intl.formatMessage({ id: 'portal.newBooking.intro' })}</p>
      {form.failure && <Notice tone="error">{form.failure}</Notice>}
      <NewBookingForm
        values={values}
        onChange={change}
        errors={onFormFields(form.errors)}
        apartments={apartments.data ?? []}
        countries={countries.data ?? []}
        today={today}
        disabled={form.busy}
      />
    </form>
  );
}
