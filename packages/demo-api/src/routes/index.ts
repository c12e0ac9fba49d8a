// Every domain's routes, mounted on one app. Each file owns one part of spec §7.
import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { bookingsRoutes } from './bookings';
import { servicesRoutes } from './services';
import { keysRoutes } from './keys';
import { guestRoutes } from './guest';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { devicesRoutes } from './devices';
import { otherDevicesRoutes } from './otherDevices';
import { notificationsRoutes } from './notifications';
import { ticketsRoutes } from './tickets';
import { helpCentreRoutes } from './helpCentre';
import { searchRoutes } from './search';
import { countriesRoutes } from './countries';
import { apartmentsRoutes } from './apartments';
import { utilitiesRoutes } from './utilities';
import { internetTvRoutes } from './internetTv';
import { paymentsRoutes } from './payments';
import { tablesRoutes } from './tables';
import { analyticsRoutes } from './analytics';
import { documentsRoutes } from './documents';
import { financeRoutes } from './finance';
import { contractsRoutes } from './contracts';
import { dealsRoutes } from './deals';
import { loyaltyRoutes } from './loyalty';

type Register = (app: Hono<AppEnv>) => void;

export const domainRoutes: Register[] = [];

// Bookings and guests: host bookings, services, keys, the guest flow (registers its fixtures).
domainRoutes.push(bookingsRoutes, servicesRoutes, keysRoutes, guestRoutes);

// Identity domains (auth, users, devices, …).
domainRoutes.push(
  authRoutes,
  usersRoutes,
  devicesRoutes,
  otherDevicesRoutes,
  notificationsRoutes,
  ticketsRoutes,
  helpCentreRoutes,
  searchRoutes,
  countriesRoutes,
);

// Property and money: apartments, utilities, internet/TV, payments, tables, analytics, documents,
// finance, contracts, deals, loyalty.
domainRoutes.push(
  apartmentsRoutes,
  utilitiesRoutes,
  internetTvRoutes,
  paymentsRoutes,
  tablesRoutes,
  analyticsRoutes,
  documentsRoutes,
  financeRoutes,
  contractsRoutes,
  dealsRoutes,
  loyaltyRoutes,
);
