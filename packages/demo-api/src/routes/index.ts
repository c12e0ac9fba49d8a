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
import { notificationsRoutes } from './notifications';
import { ticketsRoutes } from './tickets';
import { helpCentreRoutes } from './helpCentre';
import { searchRoutes } from './search';
import { countriesRoutes } from './countries';

type Register = (app: Hono<AppEnv>) => void;

export const domainRoutes: Register[] = [];

// Bookings and guests: host bookings, services, keys, the guest flow (registers its fixtures).
domainRoutes.push(bookingsRoutes, servicesRoutes, keysRoutes, guestRoutes);

// Identity domains (auth, users, devices, …).
domainRoutes.push(
  authRoutes,
  usersRoutes,
  devicesRoutes,
  notificationsRoutes,
  ticketsRoutes,
  helpCentreRoutes,
  searchRoutes,
  countriesRoutes,
);
