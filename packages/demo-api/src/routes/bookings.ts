// spec §7 Bookings: calendar, list, detail, counts, export, confirmPredict, create, key, accept, decline.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { BOOKING_STATUSES, PAYMENT_TYPES, HOST_ACCEPTANCE_MS } from '@sakhli/sdk';
import { body, check, idParam, ok, requireUser, say, type AppContext, type AppEnv } from '../http';
import {
  addDays,
  clashInApartment,
  bookedRanges,
  overlaps,
  parallelBookings,
  priceOf,
  settleBookings,
  todayIn,
  type BookingRow,
} from '../store/bookings';
import { issueKey, KEY_ON_ACCEPT_WITHIN_DAYS } from '../store/keys';
import { csvAnswer } from './files';
import { tablePage } from './tableQuery';
import { secretToken } from '../store/secrets';
import {
  apartmentRef,
  bookingSummaryView,
  bookingView,
  dateRangeOf,
  failCoded,
  ownBooking,
  rejectProblems,
  stayEntries,
  stayProblems,
} from './bookingViews';
import { myOwnedApartmentIds } from './scope';

const filtersSchema = v.object({
  status: v.optional(v.picklist(BOOKING_STATUSES)),
  apartment_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
});

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const requiredText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** POST api/bookings: a host creates a booking for a guest (guest e-mail and name required). */
const newBookingSchema = v.strictObject({
  apartment_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ...stayEntries,
  payment_type: v.picklist(PAYMENT_TYPES),
  guest: v.strictObject({
    name: requiredText(100),
    last_name: requiredText(100),
    second_name: optionalText(100),
    gender: v.optional(v.picklist(['male', 'female'])),
    citizenship: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase())),
    country: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase())),
    city: optionalText(100),
    address: optionalText(200),
    personal_number: optionalText(30),
    phone: optionalText(30),
    email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
    messenger: optionalText(100),
  }),
});

/** The rows the caller may see, filtered by the query (status, apartment_id). */
function visibleBookings(c: AppContext): BookingRow[] {
  const db = c.var.db;
  settleBookings(db);
  const filters = check(filtersSchema, c.req.query(), c);
  const mine = myOwnedApartmentIds(c);
  return db.bookings.bookings.filter(
    (b) =>
      mine.has(b.apartmentId) &&
      (!filters.status || b.status === filters.status) &&
      (!filters.apartment_id || b.apartmentId === filters.apartment_id),
  );
}

const byArrivalDesc = (a: BookingRow, b: BookingRow) => b.incomeDate.localeCompare(a.incomeDate);

function prediction(c: AppContext, booking: BookingRow) {
  const db = c.var.db;
  const parallel = parallelBookings(db, booking);
  const clash = clashInApartment(
    db,
    booking.apartmentId,
    { start: booking.incomeDate, end: booking.exitDate },
    booking.id,
  );
  const canAccept = booking.status === 'new' && parallel.length === 0 && !clash;
  return {
    can_accept: canAccept,
    conflicts: parallel.map((b) => ({
      id: b.id,
      apartment: apartmentRef(db, b.apartmentId, c.var.lang),
      income_date: b.incomeDate,
      exit_date: b.exitDate,
      status: b.status,
    })),
    key_will_be_generated: canAccept && keyOnAccept(c, booking),
  };
}

/** spec §4 "may generate and send a key": when arrival is within two weeks and the stay not over. */
function keyOnAccept(c: AppContext, booking: BookingRow): boolean {
  const today = todayIn(c.var.db);
  return (
    booking.exitDate > today && booking.incomeDate <= addDays(today, KEY_ON_ACCEPT_WITHIN_DAYS)
  );
}

export function bookingsRoutes(app: Hono<AppEnv>): void {
  app.get('/api/bookings', requireUser, (c) =>
    tablePage(
      c,
      'bookings',
      visibleBookings(c)
        .sort(byArrivalDesc)
        .map((b) => bookingSummaryView(c.var.db, b, c.var.lang)),
    ),
  );

  app.get('/api/bookings/calendar', requireUser, (c) => {
    const range = dateRangeOf(c);
    const window = range && { start: range.start, end: addDays(range.end, 1) };
    const rows = visibleBookings(c).filter(
      (b) => !window || overlaps(window, { start: b.incomeDate, end: b.exitDate }),
    );
    return ok(
      c,
      rows.map((b) => ({
        id: b.id,
        status: b.status,
        start: b.incomeDate,
        end: b.exitDate,
        title: `${b.guest.name} ${b.guest.last_name} · ${apartmentRef(c.var.db, b.apartmentId, c.var.lang).address}`,
        apartment_id: b.apartmentId,
      })),
    );
  });

  app.get('/api/bookings/new_count', requireUser, (c) =>
    ok(c, { count: visibleBookings(c).filter((b) => b.status === 'new').length }),
  );

  app.get('/api/bookings/current_count', requireUser, (c) => {
    const today = todayIn(c.var.db);
    const current = visibleBookings(c).filter(
      (b) => b.status === 'approved' && b.incomeDate <= today && today < b.exitDate,
    );
    return ok(c, { count: current.length });
  });

  app.get('/api/bookings/file', requireUser, (c) => {
    const range = dateRangeOf(c);
    const window = range && { start: range.start, end: addDays(range.end, 1) };
    const rows = visibleBookings(c)
      .filter((b) => !window || overlaps(window, { start: b.incomeDate, end: b.exitDate }))
      .sort(byArrivalDesc);
    const header = [
      'id',
      'status',
      'apartment',
      'arrival',
      'departure',
      'nights',
      'adults',
      'children',
      'guest',
      'email',
      'payment',
      'price_gel',
    ];
    const lines = rows.map((b) => {
      const view = bookingSummaryView(c.var.db, b, c.var.lang);
      return [
        b.id,
        b.status,
        view.apartment.address,
        b.incomeDate,
        b.exitDate,
        view.nights,
        b.adults,
        b.children,
        view.guest_name,
        b.guest.email,
        b.paymentType,
        b.price,
      ];
    });
    return csvAnswer(c, 'bookings.csv', header, lines);
  });

  app.get('/api/bookings/confirmPredict/:id', requireUser, (c) =>
    ok(c, prediction(c, ownBooking(c, idParam(c, 'id')))),
  );

  app.get('/api/bookings/:id', requireUser, (c) =>
    ok(c, bookingView(c.var.db, ownBooking(c, idParam(c, 'id')), c.var.lang)),
  );

  app.post('/api/bookings', requireUser, async (c) => {
    const input = await body(c, newBookingSchema);
    const db = c.var.db;
    if (!myOwnedApartmentIds(c).has(input.apartment_id)) {
      failCoded(c, 404, 'error.apartmentNotFound');
    }
    rejectProblems(c, stayProblems(db, input));
    const stay = { start: input.income_date, end: input.exit_date };
    if (clashInApartment(db, input.apartment_id, stay)) {
      failCoded(c, 409, 'error.datesTaken', {
        booked_dates: bookedRanges(db, input.apartment_id),
      });
    }
    const now = db.clock.ms();
    const { second_name, ...guest } = input.guest;
    const booking: BookingRow = {
      id: db.bookings.nextId++,
      apartmentId: input.apartment_id,
      status: 'new',
      incomeDate: input.income_date,
      exitDate: input.exit_date,
      adults: input.adults,
      children: input.children,
      childrenAges: input.children_ages,
      guest: { ...guest, ...(second_name ? { second_name } : {}) },
      paymentType: input.payment_type,
      ...(input.comment ? { comment: input.comment } : {}),
      createdBy: 'host',
      createdAt: new Date(now).toISOString(),
      // spec §4: accepted within 48 hours, or declined automatically.
      acceptUntil: new Date(now + HOST_ACCEPTANCE_MS).toISOString(),
      price: priceOf(db, input.apartment_id, input.income_date, input.exit_date),
      cancelToken: secretToken(),
      lang: c.var.lang,
    };
    db.bookings.bookings.push(booking);
    return c.json(
      { data: bookingView(db, booking, c.var.lang), message: say(c, 'success.bookingCreated') },
      201,
    );
  });

  // PUT generates the digital key of an approved booking.
  app.put('/api/bookings/:id', requireUser, (c) => {
    const booking = ownBooking(c, idParam(c, 'id'));
    if (booking.status !== 'approved' || booking.exitDate <= todayIn(c.var.db)) {
      failCoded(c, 409, 'error.keyNeedsApproval');
    }
    issueKey(c.var.db, booking);
    return ok(c, bookingView(c.var.db, booking, c.var.lang), {
      message: say(c, 'success.keyGenerated'),
    });
  });

  // PATCH accepts a new booking (spec §4): refuses parallel bookings, may generate and send a key.
  app.patch('/api/bookings/:id', requireUser, (c) => {
    const db = c.var.db;
    const booking = ownBooking(c, idParam(c, 'id'));
    if (booking.status !== 'new') failCoded(c, 409, 'error.bookingNotPending');
    const parallel = parallelBookings(db, booking);
    if (parallel.length > 0) {
      failCoded(c, 409, 'error.parallelBooking', { conflicts: parallel.map((b) => b.id) });
    }
    const stay = { start: booking.incomeDate, end: booking.exitDate };
    if (clashInApartment(db, booking.apartmentId, stay, booking.id)) {
      failCoded(c, 409, 'error.datesTaken', {
        booked_dates: bookedRanges(db, booking.apartmentId),
      });
    }
    booking.status = 'approved';
    const link = `${db.publicURL}/qr/book/cancel?booking_id=${booking.id}&token=${booking.cancelToken}&lang=${booking.lang}`;
    db.outbox.send({
      to: booking.guest.email,
      subject: `Your reservation ${booking.id} is confirmed`,
      text: `Your stay from ${booking.incomeDate} to ${booking.exitDate} is confirmed. To see or cancel it: ${link}`,
      link,
    });
    if (keyOnAccept(c, booking)) issueKey(db, booking);
    return ok(c, bookingView(db, booking, c.var.lang), {
      message: say(c, 'success.bookingAccepted'),
    });
  });

  // DELETE declines a new booking.
  app.delete('/api/bookings/:id', requireUser, (c) => {
    const booking = ownBooking(c, idParam(c, 'id'));
    if (booking.status !== 'new') failCoded(c, 409, 'error.bookingNotPending');
    booking.status = 'canceled';
    return ok(c, bookingView(c.var.db, booking, c.var.lang), {
      message: say(c, 'success.bookingDeclined'),
    });
  });

  app.get('/api/apartments/:id/bookings', requireUser, (c) => {
    const db = c.var.db;
    const apartmentId = idParam(c, 'id');
    if (!myOwnedApartmentIds(c).has(apartmentId)) {
      failCoded(c, 404, 'error.apartmentNotFound');
    }
    settleBookings(db);
    const rows = db.bookings.bookings
      .filter((b) => b.apartmentId === apartmentId)
      .sort(byArrivalDesc)
      .map((b) => bookingSummaryView(db, b, c.var.lang));
    return ok(c, rows);
  });
}
