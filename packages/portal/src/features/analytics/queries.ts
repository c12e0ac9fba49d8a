// What /analytics reads as it opens, for its route loader to import lazily: the owner's apartments
// (the picker) and one revenue call covering the chosen period and the one before it (split on the
// screen), with the same options the screen reads, so each call is made once. Failures show in
// place (the screen's error with retry).
import {
  apartmentsQuery,
  errorsInPlace,
  revenueQuery,
  revenueSpan,
  tbilisiToday,
  type RevenueSpan,
  type SakhliClient,
} from '@sakhli/sdk';

/** The period shown when the address names none: a year, against the year before. */
export const DEFAULT_MONTHS = 12;

/** The address's choice: a period in months (a year when none), and one apartment or all. */
export interface AnalyticsChoice {
  months?: number | undefined;
  apartment?: number | undefined;
}

/** The period and the one before, ending with last month (Tbilisi). */
export function spanOf(choice: AnalyticsChoice): RevenueSpan {
  return revenueSpan(choice.months ?? DEFAULT_MONTHS, tbilisiToday());
}

export function analyticsRevenueQuery(client: SakhliClient, choice: AnalyticsChoice) {
  const span = spanOf(choice);
  return revenueQuery(errorsInPlace(client), {
    ...(choice.apartment === undefined ? {} : { apartmentId: choice.apartment }),
    from: span.previousFrom,
    to: span.to,
  });
}

export function analyticsQueries(client: SakhliClient, choice: AnalyticsChoice) {
  return [apartmentsQuery(errorsInPlace(client)), analyticsRevenueQuery(client, choice)];
}
