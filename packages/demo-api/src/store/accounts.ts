// Accounts and sign-in sessions: who is calling, from which device, verified or not.
import type { Language } from '@sakhli/sdk';
import type { Db } from './db';

export interface Account {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'owner' | 'resident';
  language: Language;
  phone: string;
  /** False until the activation link is used. */
  active: boolean;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  accountId: number;
  /** True once the second factor passed, or the device was already verified. */
  verified: boolean;
  /** The device this session signed in from (its `device_uuid` once verified). */
  deviceUuid?: string;
  createdAt: string;
}

export interface AccountsState {
  accounts: Account[];
  sessions: Session[];
}

export const DEMO_PASSWORD = 'Sakhli2026';

export function seedAccounts(_db: Db): AccountsState {
  return {
    accounts: [
      {
        id: 1,
        email: 'owner@sakhli.ge',
        password: DEMO_PASSWORD,
        firstName: 'ნინო',
        lastName: 'ბერიძე',
        role: 'owner',
        language: 'ge',
        phone: '+995 599 12 34 56',
        active: true,
      },
      {
        id: 2,
        email: 'resident@sakhli.ge',
        password: DEMO_PASSWORD,
        firstName: 'Giorgi',
        lastName: 'Kapanadze',
        role: 'resident',
        language: 'en',
        phone: '+995 577 65 43 21',
        active: true,
      },
    ],
    sessions: [],
  };
}
