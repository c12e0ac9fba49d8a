// Every domain's routes, mounted on one app. Each file owns one part of spec §7.
import type { Hono } from 'hono';
import type { AppEnv } from '../http';

type Register = (app: Hono<AppEnv>) => void;

export const domainRoutes: Register[] = [];
