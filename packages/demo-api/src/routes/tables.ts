// spec §7 table configuration: GET api/config/columns/{name} and api/config/filters/{name}.
import type { Hono } from 'hono';
import { fail, ok, requireUser, type AppContext, type AppEnv } from '../http';
import { tableConfigs, type FilterConfig } from '../store/tables';
import { OWNER_ONLY_TABLES, requireRole } from './roles';
import { myApartments } from './scope';

function configOf(c: AppContext) {
  const name = c.req.param('name') ?? '';
  const config = Object.hasOwn(tableConfigs, name) ? tableConfigs[name] : undefined;
  if (!config) return fail(c, 404, 'error.recordNotFound');
  if (OWNER_ONLY_TABLES.includes(name)) requireRole(c, 'owner');
  return config;
}

/** Resolves option placeholders into rows of the store, labelled in all three languages. */
function filterOut(c: AppContext, filter: FilterConfig) {
  if (filter.options === 'apartments') {
    return {
      ...filter,
      options: myApartments(c).map((a) => ({ value: String(a.id), label: a.address })),
    };
  }
  if (filter.options === 'ticketDepartments') {
    const departments = c.var.db.tickets.departments;
    return { ...filter, options: departments.map((d) => ({ value: String(d.id), label: d.name })) };
  }
  return filter;
}

export function tablesRoutes(app: Hono<AppEnv>) {
  app.get('/api/config/columns/:name', requireUser, (c) => ok(c, configOf(c).columns));
  app.get('/api/config/filters/:name', requireUser, (c) =>
    ok(
      c,
      configOf(c).filters.map((f) => filterOut(c, f)),
    ),
  );
}
