// Lists of spec §7: filter rows by the table config's filter keys, sort by a sortable column, paginate.
// Other domains' list routes use `tablePage` too, so every list filters the way its config says.
import type { AppContext } from '../http';
import { HttpFailure, page, say } from '../http';
import { tableConfigs, type FilterConfig } from '../store/tables';
import { myApartmentIds } from './scope';

const DATE = /^\d{4}-\d{2}(-\d{2})?$/;
const MAX_FILTER = 200;

function invalid(c: AppContext, key: string): never {
  throw new HttpFailure(400, say(c, 'error.invalidFilter', { key }));
}

/** The allowed values of a select filter for this caller. */
function selectValues(c: AppContext, filter: FilterConfig): Set<string> {
  if (filter.options === 'apartments') return new Set([...myApartmentIds(c)].map(String));
  if (filter.options === 'ticketDepartments')
    return new Set(c.var.db.tickets.departments.map((d) => String(d.id)));
  return new Set((filter.options ?? []).map((o) => o.value));
}

/**
 * A row's value for a filter or sort key. Rows that nest a reference (`apartment: { id, … }`,
 * `department: { id, name }`) match `apartment_id` and `department` by the reference's id.
 */
function fieldValue(row: Record<string, unknown>, key: string): unknown {
  let value = row[key];
  if (value === undefined && key.endsWith('_id')) value = row[key.slice(0, -3)];
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

/** Keeps the rows matching the query's filters; unknown select values and bad dates are a 400. */
export function filterRows<T extends object>(
  c: AppContext,
  table: string,
  rows: readonly T[],
  q: Record<string, string> = c.req.query(),
): T[] {
  const config = tableConfigs[table];
  if (!config) throw new Error(`No table config named ${table}`);
  let out = [...rows];
  const field = (row: T, key: string) => fieldValue(row as Record<string, unknown>, key);
  for (const filter of config.filters) {
    if (filter.kind === 'date-range') {
      const from = q[`${filter.key}_from`];
      const to = q[`${filter.key}_to`];
      if (from && !DATE.test(from)) invalid(c, `${filter.key}_from`);
      if (to && !DATE.test(to)) invalid(c, `${filter.key}_to`);
      // Compare on the bound's own precision, so a month bound covers the whole month.
      if (from)
        out = out.filter((r) => String(field(r, filter.key) ?? '').slice(0, from.length) >= from);
      if (to) out = out.filter((r) => String(field(r, filter.key) ?? '').slice(0, to.length) <= to);
      continue;
    }
    const value = q[filter.key];
    if (value === undefined || value === '') continue;
    if (value.length > MAX_FILTER) invalid(c, filter.key);
    if (filter.kind === 'select') {
      if (!selectValues(c, filter).has(value)) invalid(c, filter.key);
      out = out.filter((r) => String(field(r, filter.key)) === value);
    } else {
      const needle = value.toLocaleLowerCase();
      out = out.filter((r) =>
        String(field(r, filter.key) ?? '')
          .toLocaleLowerCase()
          .includes(needle),
      );
    }
  }
  const sort = q.sort;
  if (sort) {
    const key = sort.replace(/^-/, '');
    if (!config.columns.some((col) => col.key === key && col.sortable)) invalid(c, 'sort');
    const dir = sort.startsWith('-') ? -1 : 1;
    out.sort((a, b) => {
      const x = field(a, key);
      const y = field(b, key);
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
      return String(x).localeCompare(String(y)) * dir;
    });
  }
  return out;
}

/** Filters, sorts and paginates rows: `data.items` plus `meta.items_count` of the filtered rows. */
export function tablePage<T extends object>(
  c: AppContext,
  table: string,
  rows: readonly T[],
  query?: Record<string, string>,
  options?: Parameters<typeof page<T>>[2],
): Response {
  return page(c, filterRows(c, table, rows, query), options);
}
