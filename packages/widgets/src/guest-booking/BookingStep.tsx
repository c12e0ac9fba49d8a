// Step 2 (spec §2 /qr/booking/{apartmentId}/{hash}/{timeHash}): countdown of the 10-minute window,
// dates, the guest form and a summary, then one submit (spec §4 guest reservation, §5, §8).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookedDatesFromConflict,
  bookedDatesQuery,
  countriesQuery,
  createGuestBooking,
  fieldErrorsOf,
  guestApartmentQuery,
  guestBookingCall,
  isApiError,
  newIdempotencyKey,
  tbilisiToday,
  uploadWithProgress,
  type BookedRange,
  type GuestWindow,
  type ServerClock,
} from '@sakhli/sdk';
import { useInPlaceClient, useSakhliClient } from '../shell/context';
import { Alert } from '../ui/Alert';
import { DateRangeField } from '../ui/DateRangeField';
import { FailedInPlace } from '../ui/FailedInPlace';
import { useFocusFirstInvalid } from '../ui/focusFirstInvalid';
import { ErrorState, LoadingState } from '../ui/States';
import { Wizard } from '../ui/Wizard';
import { ApartmentSummary } from './ApartmentSummary';
import { apiMessage, reasonOf } from '../ui/apiMessage';
import { clashOf, nightsOf } from './bookedNights';
import { Confirmation } from './Confirmation';
import { Countdown } from './Countdown';
import { forgetForm, handOffForm, recallForm, rememberForm } from './formMemory';
import {
  checkDates,
  checkGuest,
  errorsFromApi,
  stepOfField,
  toBookingForm,
  toDay,
  toIsoDate,
  type FormErrors,
  type GuestFormValues,
} from './guestFormValues';
import { GuestForm } from './GuestForm';
import { LinkRequest } from './LinkRequest';
import { Summary } from './Summary';
import { UploadProgress } from './UploadProgress';
import { Heading, Stack } from './parts';

type Phase =
  { kind: 'form' } | { kind: 'expired' } | { kind: 'done'; bookingId: number; email: string };

interface Banner {
  tone: 'error' | 'warning';
  text: string;
  detail?: string;
  /** Points at the fields' own errors: it goes once none is left. */
  aboutFields?: boolean;
}

export interface BookingStepProps {
  window: GuestWindow;
  /** The widget instance whose stored answers these are. */
  instance: string;
  onBooked?: (detail: { bookingId: number }) => void;
  /** The device clock, which the countdown uses only if the server's is unknown (tests). @defaultValue Date.now */
  now?: () => number;
}

/** The server's now (ms), from its clock when known; the device's otherwise. */
function serverNowOf(clock: ServerClock | undefined, deviceNow: number): number {
  return clock ? clock.serverNow + (performance.now() - clock.receivedAt) : deviceNow;
}

/** When a server timestamp falls on this device's clock (ms), going by the server's clock. */
function onDeviceClock(iso: string, clock: ServerClock | undefined, deviceNow: number): number {
  return deviceNow + (Date.parse(iso) - serverNowOf(clock, deviceNow));
}

export function BookingStep({ window: w, instance, onBooked, now }: BookingStepProps) {
  const intl = useIntl();
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const info = useQuery({ ...guestApartmentQuery(client, w), retry: false });
  const bookedQuery = bookedDatesQuery(client, w);
  const booked = useQuery({ ...bookedQuery, retry: false, enabled: info.isSuccess });
  // Said above the form with its retry (not toasted): citizenship and country need the list.
  const countries = useQuery({ ...countriesQuery(useInPlaceClient()), staleTime: Infinity });

  const [values, setValues] = useState<GuestFormValues>(() =>
    recallForm(w.apartmentId, Date.now(), instance),
  );
  const [scan, setScan] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<boolean[]>([false, false]);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [clash, setClash] = useState<string[]>([]);
  const [banner, setBanner] = useState<Banner>();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  // One key per booking the guest asks for: a repeat of the same answers (after a lost answer)
  // reuses it and gets the first booking back; changed answers are a new request (issue 16 §5).
  const intent = useRef<{ answers: string; key: string }>(undefined);
  const upload = useRef<AbortController>(undefined);
  const [cancelled, setCancelled] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(root);
  const expiredHeading = useRef<HTMLHeadingElement>(null);

  const expired = phase.kind === 'expired' || reasonOf(info.error) === 'error.linkExpired';
  // The answers are stored only while the hold runs (issue 16 §3); after it they stay in memory.
  const held = info.data;
  useEffect(() => {
    if (expired) forgetForm(w.apartmentId, instance);
    else if (held) {
      const until = onDeviceClock(held.expires_at, held.serverClock, Date.now());
      rememberForm(w.apartmentId, values, until, instance);
    }
  }, [w.apartmentId, instance, values, held, expired]);
  useEffect(() => {
    if (phase.kind === 'expired') expiredHeading.current?.focus();
  }, [phase.kind]);

  const bookedNights = useMemo(() => nightsOf(booked.data ?? []), [booked.data]);
  // The apartment's today, not the device's: a guest in New York at 21:00 is already on
  // tomorrow in Tbilisi, and the API refuses an arrival before Tbilisi's today.
  const firstDay = toDay(tbilisiToday(serverNowOf(held?.serverClock, (now ?? Date.now)())));
  const errors: FormErrors = {
    ...(checked[0] ? checkDates(values) : {}),
    ...(checked[1] ? checkGuest(values) : {}),
    ...serverErrors,
  };

  const fieldsBanner: Banner = {
    tone: 'error',
    text: intl.formatMessage({ id: 'guestBooking.form.invalid' }),
    aboutFields: true,
  };
  const shownBanner = banner?.aboutFields && Object.keys(errors).length === 0 ? undefined : banner;

  const change = (patch: Partial<GuestFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A server error belongs to the value it judged: editing the field clears it.
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('from' in patch || 'to' in patch) delete next.dates;
      if ('childrenAges' in patch || 'children' in patch) delete next.childrenAges;
      return next;
    });
  };

  const canLeave = (index: number): boolean => {
    const found = index === 0 ? checkDates(values) : index === 1 ? checkGuest(values) : {};
    if (index < 2) setChecked((current) => current.map((c, i) => c || i === index));
    if (Object.keys(found).length > 0) {
      setBanner(fieldsBanner);
      focusFirstInvalid();
      return false;
    }
    setBanner(undefined);
    return true;
  };

  const submit = async () => {
    // spec §4/§8: one booking per click storm — the button also ignores clicks while loading.
    if (inFlight.current || expired) return;
    inFlight.current = true;
    setSubmitting(true);
    setBanner(undefined);
    setCancelled(false);
    const form = toBookingForm(values, scan);
    const answers = JSON.stringify([values, scan && [scan.name, scan.size, scan.lastModified]]);
    if (intent.current?.answers !== answers) intent.current = { answers, key: newIdempotencyKey() };
    const write = { idempotencyKey: intent.current.key };
    if (scan) setProgress(0);
    try {
      let created;
      if (scan) {
        // A slow link may take minutes; the SDK fails only on a 30 s stall, and the guest may stop it.
        upload.current = new AbortController();
        created = (
          await uploadWithProgress(
            client,
            guestBookingCall(w, form, write),
            (p) => setProgress(p.fraction === undefined ? undefined : p.fraction * 100),
            { signal: upload.current.signal },
          )
        ).data;
      } else {
        created = await createGuestBooking(client, w, form, write);
      }
      forgetForm(w.apartmentId, instance);
      setPhase({ kind: 'done', bookingId: created.id, email: form.email });
      onBooked?.({ bookingId: created.id });
    } catch (error) {
      if (upload.current?.signal.aborted) setCancelled(true);
      else handleFailure(error);
    } finally {
      upload.current = undefined;
      inFlight.current = false;
      setSubmitting(false);
      setProgress(undefined);
    }
  };

  const handleFailure = (error: unknown) => {
    const reason = reasonOf(error);
    if (reason === 'error.datesTaken' && isApiError(error)) {
      // spec §8: keep every field, refresh the booked dates, show which chosen nights clash.
      const fresh: BookedRange[] | undefined = bookedDatesFromConflict(error);
      if (fresh) queryClient.setQueryData(bookedQuery.queryKey, fresh);
      else void queryClient.invalidateQueries({ queryKey: bookedQuery.queryKey });
      setClash(clashOf(values.from, values.to, nightsOf(fresh ?? [])));
      setStep(0);
      setBanner({
        tone: 'error',
        text: apiMessage(intl, error),
        detail: intl.formatMessage({ id: 'guestBooking.dates.clash' }),
      });
      return;
    }
    if (reason === 'error.linkExpired') {
      setPhase({ kind: 'expired' });
      return;
    }
    const fields = isApiError(error) ? fieldErrorsOf(error) : undefined;
    if (fields && Object.keys(fields).length > 0) {
      const mapped = errorsFromApi(fields);
      setServerErrors(mapped);
      setStep(Math.min(...Object.keys(mapped).map(stepOfField)));
      setBanner(fieldsBanner);
      focusFirstInvalid();
      return;
    }
    setBanner({ tone: 'error', text: apiMessage(intl, error) });
  };

  if (phase.kind === 'done') {
    return <Confirmation bookingId={phase.bookingId} email={phase.email} />;
  }

  const apartment = info.data?.apartment;

  if (info.isPending) return <LoadingState lines={6} />;
  if (info.isError && !expired) {
    const reason = reasonOf(info.error);
    if (reason === 'error.addressUsed') {
      // A used or unknown time hash: the guest may still start again with a new e-mail.
      // It starts over like the e-mail step, under the same heading.
      return (
        <Stack>
          <Heading>{intl.formatMessage({ id: 'guestBooking.email.heading' })}</Heading>
          <Alert tone="error">{apiMessage(intl, info.error)}</Alert>
          <LinkRequest link={w} initialEmail={values.email} />
        </Stack>
      );
    }
    return (
      <ErrorState
        message={apiMessage(intl, info.error)}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    );
  }

  return (
    <Stack ref={root}>
      {apartment && <ApartmentSummary apartment={apartment} />}
      {expired ? (
        <>
          <Alert tone="warning" title={intl.formatMessage({ id: 'guestBooking.expired.title' })}>
            {intl.formatMessage({ id: 'guestBooking.expired.text' })}
          </Alert>
          <Heading ref={expiredHeading} tabIndex={-1}>
            {intl.formatMessage({ id: 'guestBooking.expired.request' })}
          </Heading>
          <LinkRequest
            link={w}
            initialEmail={values.email}
            onSent={(email, windowMs) =>
              handOffForm(
                w.apartmentId,
                { ...values, email: values.email || email },
                Date.now() + windowMs,
                instance,
              )
            }
            submitLabel={intl.formatMessage({ id: 'guestBooking.expired.request' })}
          />
        </>
      ) : (
        <>
          {info.data && (
            <Countdown
              expiresAt={info.data.expires_at}
              serverClock={info.data.serverClock}
              onExpire={() => setPhase({ kind: 'expired' })}
              {...(now ? { now } : {})}
            />
          )}
          {shownBanner && (
            <Alert
              tone={shownBanner.tone}
              title={shownBanner.detail ? shownBanner.text : undefined}
            >
              {shownBanner.detail ?? shownBanner.text}
            </Alert>
          )}
          {/* Above the steps, so it is seen on every one (issue 27 §1: a toast went and left the
              two country selects empty); what the guest typed stays while it is tried again. */}
          <FailedInPlace
            query={countries}
            title={intl.formatMessage({ id: 'guestBooking.countries.failed' })}
          />
          <Wizard
            level={3}
            step={step}
            onStepChange={(next) => {
              setBanner(undefined);
              setStep(next);
            }}
            canLeave={canLeave}
            onFinish={() => void submit()}
            finishing={submitting}
            finishLabel={intl.formatMessage({ id: 'guestBooking.submit' })}
            steps={[
              {
                id: 'dates',
                title: intl.formatMessage({ id: 'guestBooking.steps.dates' }),
                content: booked.isPending ? (
                  // No day is offered before the booked nights are known: one picked now could be
                  // taken already.
                  <LoadingState lines={6} />
                ) : booked.isError ? (
                  <ErrorState
                    message={apiMessage(intl, booked.error)}
                    onRetry={() => void booked.refetch()}
                    retrying={booked.isFetching}
                  />
                ) : (
                  <DateRangeField
                    label={intl.formatMessage({ id: 'guestBooking.dates.label' })}
                    hint={intl.formatMessage({ id: 'guestBooking.dates.hint' })}
                    value={
                      values.from
                        ? { from: toDay(values.from), to: values.to ? toDay(values.to) : undefined }
                        : undefined
                    }
                    onChange={(range) => {
                      setClash([]);
                      change({
                        from: range?.from ? toIsoDate(range.from) : '',
                        to: range?.to ? toIsoDate(range.to) : '',
                      });
                    }}
                    booked={bookedNights}
                    minDate={firstDay}
                    highlighted={clash}
                    error={errors.dates ? intl.formatMessage({ id: errors.dates.id }) : undefined}
                  />
                ),
              },
              {
                id: 'guest',
                title: intl.formatMessage({ id: 'guestBooking.steps.guest' }),
                content: (
                  <GuestForm
                    values={values}
                    onChange={change}
                    errors={errors}
                    countries={countries.data ?? []}
                    scan={scan}
                    onScanChange={setScan}
                    disabled={submitting}
                    {...(progress === undefined ? {} : { progress })}
                  />
                ),
              },
              {
                id: 'review',
                title: intl.formatMessage({ id: 'guestBooking.steps.review' }),
                content: (
                  <Stack>
                    {apartment && <Summary values={values} apartment={apartment} />}
                    {progress !== undefined && (
                      <UploadProgress percent={progress} onCancel={() => upload.current?.abort()} />
                    )}
                    {cancelled && (
                      <Alert tone="info">
                        {intl.formatMessage({ id: 'guestBooking.upload.cancelled' })}
                      </Alert>
                    )}
                  </Stack>
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
