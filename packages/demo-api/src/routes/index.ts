// Every domain's routes, mounted on one app. Each file owns one part of spec §7.
import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { authRoutes } from './auth';
import { usersRoutes } from './users';
import { devicesRoutes } from './devices';

type Register = (app: Hono<AppEnv>) => void;

export const domainRoutes: Register[] = [];

// Identity domains (auth, users, devices, …).
domainRoutes.push(authRoutes, usersRoutes, devicesRoutes);
