// The host's "book for a guest" form as values (spec §3 guest fields, §5 party rules): empty values,
// values taken from an earlier booking ("Book again"), every rule before sending, and the POST
// api/bookings body. No React here.
import {
  email as emailRule,
  guestStayProblems,
  required,
  type Booking,
  type NewBooking,
  type PaymentType,
  type RuleResult,
} from '@sakhli/sdk';
import type { GuestFormValues } from '@sakhli/widgets';

/** The guest booking widget's fields and party (spec §3, §5), for an apartment the host picks. */
export interface NewBookingValues extends GuestFormValues {
  apartmentId: string;
}

/** The form's fields as errors name them (the dates are one field). */
export type NewBookingField = keyof NewBookingValues | 'dates';

/** Field → the rule it failed (a message id of the SDK's catalog, with values). */
export type NewBookingProblems = Partial<Record<NewBookingField, RuleResult>>;

export const emptyNewBooking: NewBookingValues = {
  apartmentId: '',
  from: '',
  to: '',
  adults: 1,
  children: 0,
  childrenAges: [],
  paymentType: '',
  comment: '',
  name: '',
  lastName: '',
  secondName: '',
  gender: '',
  citizenship: '',
  country: '',
  city: '',
  address: '',
  personalNumber: '',
  phone: '',
  email: '',
  messenger: '',
};

/** "Book again for a guest": the same apartment, guest and party; new dates. */
export function newBookingFrom(booking: Booking): NewBookingValues {
  const { guest } = booking;
  return {
    ...emptyNewBooking,
    apartmentId: String(booking.apartment.id),
    adults: booking.adults,
    children: booking.children,
    childrenAges: [...booking.children_ages],
    paymentType: (booking.payment_type as PaymentType) || '',
    name: guest.name,
    lastName: guest.last_name,
    secondName: guest.second_name ?? '',
    gender: guest.gender ?? '',
    citizenship: guest.citizenship ?? '',
    country: guest.country ?? '',
    city: guest.city ?? '',
    address: guest.address ?? '',
    personalNumber: guest.personal_number ?? '',
    phone: guest.phone ?? '',
    email: guest.email ?? '',
    messenger: guest.messenger ?? '',
  };
}

/**
 * spec §5 before sending: an apartment, real dates from today on, at least one adult, each child
 * 0–12 with one age per child, the guest's name, last name and e-mail (the API needs them to send
 * the booking), a payment type. `today` is Tbilisi's (`tbilisiToday()`).
 */
export function newBookingProblems(values: NewBookingValues, today: string): NewBookingProblems {
  const problems: NewBookingProblems = {};
  const apartment = required(values.apartmentId);
  if (apartment) problems.apartmentId = apartment;
  const stay = guestStayProblems(
    {
      income_date: values.from,
      exit_date: values.to,
      adults: values.adults,
      children: values.children ?? 0,
      children_ages: values.childrenAges as number[],
    },
    today,
  );
  const dates = stay.income_date ?? stay.exit_date;
  if (dates) problems.dates = dates;
  if (stay.adults) problems.adults = stay.adults;
  if (stay.children) problems.children = stay.children;
  if (stay.children_ages) problems.childrenAges = stay.children_ages;
  for (const field of ['name', 'lastName', 'paymentType'] as const) {
    const bad = required(values[field]);
    if (bad) problems[field] = bad;
  }
  const mail = required(values.email) ?? emailRule(values.email);
  if (mail) problems.email = mail;
  return problems;
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The body of POST api/bookings (call only once `newBookingProblems` is empty). */
export function toNewBooking(values: NewBookingValues): NewBooking {
  const guest: NewBooking['guest'] = {
    name: values.name.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
  };
  const extra = {
    second_name: optional(values.secondName),
    gender: values.gender || undefined,
    citizenship: values.citizenship || undefined,
    country: values.country || undefined,
    city: optional(values.city),
    address: optional(values.address),
    personal_number: optional(values.personalNumber),
    phone: optional(values.phone),
    messenger: optional(values.messenger),
  };
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) Object.assign(guest, { [key]: value });
  }
  const comment = optional(values.comment);
  return {
    apartment_id: Number(values.apartmentId),
    income_date: values.from,
    exit_date: values.to,
    adults: values.adults ?? 1,
    children: values.children ?? 0,
    children_ages: values.childrenAges.map(Number),
    payment_type: values.paymentType as PaymentType,
    ...(comment ? { comment } : {}),
    guest,
  };
}

const fieldOfApi: Record<string, NewBookingField> = {
  apartment_id: 'apartmentId',
  income_date: 'dates',
  exit_date: 'dates',
  children_ages: 'childrenAges',
  payment_type: 'paymentType',
  last_name: 'lastName',
  second_name: 'secondName',
  personal_number: 'personalNumber',
};

/**
 * Errors keyed as the API names its fields (`income_date`, `guest.email`) on the form's fields; a
 * field the form does not have is left out (the refusal's alert still says it).
 */
export function onFormFields(errors: Partial<Record<string, string>>) {
  const mapped: Partial<Record<NewBookingField, string>> = {};
  for (const [path, text] of Object.entries(errors)) {
    const leaf = path.split('.').at(-1)!;
    const field = fieldOfApi[leaf] ?? (leaf as NewBookingField);
    if (text && (field in emptyNewBooking || field === 'dates')) mapped[field] ??= text;
  }
  return mapped;
}
