// The "book for a guest" values: spec §5 rules before sending, and the POST api/bookings body.
import { describe, expect, it } from 'vitest';
import {
  emptyNewBooking,
  newBookingProblems,
  onFormFields,
  toNewBooking,
  type NewBookingValues,
} from './NewBookingValues';

const TODAY = '2026-11-23';
const filled: NewBookingValues = {
  ...emptyNewBooking,
  apartmentId: '102',
  from: '2026-12-01',
  to: '2026-12-04',
  adults: 2,
  children: 1,
  childrenAges: [7],
  paymentType: 'card',
  name: ' Nino ',
  lastName: 'Beridze',
  email: 'nino@example.ge',
  city: '  ',
};

describe('newBookingProblems (spec §5)', () => {
  it('passes a complete form', () => {
    expect(newBookingProblems(filled, TODAY)).toEqual({});
  });

  it('needs an adult, a child age up to 12, one age per child, a real e-mail and dates from today', () => {
    const problems = newBookingProblems(
      {
        ...filled,
        adults: 0,
        children: 2,
        childrenAges: [13],
        email: 'nino@',
        from: '2026-11-20',
      },
      TODAY,
    );
    expect(problems.adults?.id).toBe('validation.age');
    expect(problems.childrenAges?.id).toBe('validation.childAge');
    expect(problems.email?.id).toBe('validation.email');
    expect(problems.dates?.id).toBe('validation.date');
  });

  it('asks for the apartment, names and payment type', () => {
    const problems = newBookingProblems(emptyNewBooking, TODAY);
    expect(Object.keys(problems).sort()).toEqual(
      ['apartmentId', 'dates', 'email', 'lastName', 'name', 'paymentType'].sort(),
    );
  });
});

describe('toNewBooking', () => {
  it('trims, leaves out empty optional fields and sends numbers', () => {
    expect(toNewBooking(filled)).toEqual({
      apartment_id: 102,
      income_date: '2026-12-01',
      exit_date: '2026-12-04',
      adults: 2,
      children: 1,
      children_ages: [7],
      payment_type: 'card',
      guest: { name: 'Nino', last_name: 'Beridze', email: 'nino@example.ge' },
    });
  });
});

it("onFormFields puts errors keyed by the API's field names on the form's fields", () => {
  expect(
    onFormFields({ income_date: 'Invalid date.', 'guest.email': 'Invalid E-mail', extra: 'x' }),
  ).toEqual({ dates: 'Invalid date.', email: 'Invalid E-mail' });
});
