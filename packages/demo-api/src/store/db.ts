// The whole in-memory store: one state per domain, seeded in dependency order.
import { createIds } from './ids';
import type { Clock } from './clock';
import type { Outbox } from './outbox';
import type { SeedContext } from './context';
import { seedAccounts, type AccountsState } from './accounts';

export interface Db extends SeedContext {
  accounts: AccountsState;
}

export function createDb(clock: Clock, outbox: Outbox, publicURL: string): Db {
  const ctx: SeedContext = { clock, outbox, ids: createIds(20261123), publicURL };
  return {
    ...ctx,
    accounts: seedAccounts(ctx),
  };
}
