// What every seed function gets: the clock, deterministic ids and the outbox.
import type { Clock } from './clock';
import type { Ids } from './ids';
import type { Outbox } from './outbox';

export interface SeedContext {
  clock: Clock;
  ids: Ids;
  outbox: Outbox;
  /** Where links in e-mails and fixtures point (the portal or playground origin). */
  publicURL: string;
}
