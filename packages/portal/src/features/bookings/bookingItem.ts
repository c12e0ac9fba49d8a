// A booking of the calendar as the calendar grid draws it: a bar (or chip) from arrival to
// departure in its apartment's row, its status as tone and words (spec §4, never colour alone).
import type { BookingEvent } from '@sakhli/sdk';
import { bookingTone, type CalendarItem } from '@sakhli/widgets';

export interface BookingItem extends CalendarItem {
  booking: BookingEvent;
}

/** `statusLabel`: the status in the user's language (`ui.status.<status>`). */
export function bookingItem(booking: BookingEvent, statusLabel: string): BookingItem {
  return {
    id: booking.id,
    rowId: String(booking.apartment_id),
    start: booking.start,
    end: booking.end,
    label: booking.title,
    tone: bookingTone[booking.status],
    statusLabel,
    booking,
  };
}
