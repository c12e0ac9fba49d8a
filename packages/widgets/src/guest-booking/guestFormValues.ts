// The guest form's values, its spec §5 checks (message ids, never texts) and its API shape (spec §3).
import {
  childAge,
  childAgesMatch,
  email,
  required,
  validate,
  type Gender,
  type GuestBookingForm,
  type PaymentType,
  type RuleResult,
} from '@sakhli/sdk';
import { nightsBetween, toIsoDate } from '../shell/i18n/format';

/** What the guest typed: text as typed, numbers possibly empty, dates as `YYYY-MM-DD`. */
export interface GuestFormValues {
  from: string;
  to: string;
  name: string;
  lastName: string;
  secondName: string;
  gender: Gender | '';
  citizenship: string;
  country: string;
  city: string;
  address: string;
  personalNumber: string;
  phone: string;
  email: string;
  messenger: string;
  adults: number | undefined;
  children: number | undefined;
  /** One entry per child; `undefined` while empty. */
  childrenAges: (number | undefined)[];
  paymentType: PaymentType | '';
  comment: string;
}

export const emptyGuestForm: GuestFormValues = {
  from: '',
  to: '',
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
  adults: 1,
  children: 0,
  childrenAges: [],
  paymentType: '',
  comment: '',
};

/** Field name → the failed rule. Child ages are `childAge.0`, `childAge.1`, … */
export type FormErrors = Partial<Record<string, RuleResult>>;

// What the demo API accepts (spec §5 lists the generic kinds; these are the server's shapes).
const PHONE = /^\+?[0-9 ()-]{6,}$/;
const PERSONAL_NUMBER = /^[A-Za-z0-9-]+$/;
const pattern =
  (re: RegExp) =>
  (value: unknown): RuleResult | undefined =>
    typeof value === 'string' && value.trim() !== '' && !re.test(value.trim())
      ? { id: 'validation.invalid' }
      : undefined;

/** The wizard step holding a field: the dates are step 1, every other field step 2. */
export function stepOfField(field: string): number {
  return field === 'dates' ? 0 : 1;
}

/** spec §5 on the dates: both chosen, at least one night. */
export function checkDates(values: GuestFormValues): FormErrors {
  if (!values.from || !values.to || nightsBetween(toDay(values.from), toDay(values.to)) < 1) {
    return { dates: { id: 'validation.required' } };
  }
  return {};
}

/** spec §5 on the guest form: required fields, e-mail, adults ≥ 1, each child 0–12, one age per child. */
export function checkGuest(values: GuestFormValues): FormErrors {
  const errors: FormErrors = {};
  const put = (field: string, result: RuleResult | undefined) => {
    if (result) errors[field] = result;
  };
  for (const field of [
    'name',
    'lastName',
    'gender',
    'citizenship',
    'country',
    'city',
    'address',
    'personalNumber',
    'paymentType',
  ] as const) {
    put(field, required(values[field]));
  }
  put('personalNumber', errors.personalNumber ?? pattern(PERSONAL_NUMBER)(values.personalNumber));
  put('phone', validate<unknown>(values.phone, required, pattern(PHONE)));
  put('email', validate<unknown>(values.email, required, email));
  // spec §5: the guest who books is an adult (13 or above), so at least one adult.
  put(
    'adults',
    required(values.adults) ?? ((values.adults ?? 0) < 1 ? { id: 'validation.age' } : undefined),
  );
  const children = values.children ?? 0;
  const ages = values.childrenAges.slice(0, children);
  ages.forEach((age, index) => put(`childAge.${index}`, childAge(age)));
  // spec §5 "Does not match the number of children." when an age is missing.
  if (!ages.some((_, index) => errors[`childAge.${index}`])) {
    put('childrenAges', childAgesMatch(children, ages));
  }
  return errors;
}

/** The multipart form the API takes (SDK `GuestBookingForm`). */
export function toBookingForm(values: GuestFormValues, scan: File | null): GuestBookingForm {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  const children = values.children ?? 0;
  return {
    income_date: values.from,
    exit_date: values.to,
    name: values.name.trim(),
    last_name: values.lastName.trim(),
    second_name: optional(values.secondName),
    gender: values.gender as Gender,
    citizenship: values.citizenship,
    country: values.country,
    city: values.city.trim(),
    address: values.address.trim(),
    personal_number: values.personalNumber.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    messenger: optional(values.messenger),
    ...(scan ? { passport_scan: scan } : {}),
    adults: values.adults ?? 0,
    children,
    children_ages: values.childrenAges.slice(0, children).map((age) => age ?? 0),
    payment_type: values.paymentType as PaymentType,
    comment: optional(values.comment),
  };
}

/** A 422's per-field message ids as our errors. */
export function errorsFromApi(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, id] of Object.entries(fields)) {
    // `last_name` → `lastName`; both dates belong to the one date-range field.
    const ours = /_date$/.test(field)
      ? 'dates'
      : field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    errors[ours] ??= { id: id as RuleResult['id'] };
  }
  return errors;
}

/** `YYYY-MM-DD` → local midnight. */
export function toDay(text: string): Date {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export { toIsoDate };
