// One cell by its column type (spec §7 tables): money as GEL, dates and times in the language,
// statuses as badges, files as safe links or downloads, numbers grouped; an empty value is a dash.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@sakhli/sdk';
import { useLanguage } from '../../shell/context';
import { formatDate, formatLocalTime, formatNumber, toDate } from '../../shell/i18n/format';
import { DateText, Money } from '../Money';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { DownloadCell, LinkCell } from './FileCell';
import type { ResolvedColumn } from './resolveColumns';

/** Tones of the statuses the API sends, so most tables need no `tones` of their own. */
const knownTones: Readonly<Record<string, StatusTone>> = {
  new: 'warning',
  approved: 'success',
  canceled: 'danger',
  paid: 'success',
  unpaid: 'warning',
  overdue: 'danger',
  pending: 'warning',
  failed: 'danger',
  refuse: 'danger',
  in_process: 'warning',
  active: 'success',
  paused: 'warning',
  passive: 'neutral',
  open: 'info',
  closed: 'neutral',
  true: 'success',
  false: 'neutral',
};

/** A date-time in the language: the date as `formatDate` writes it, then hours and minutes. */
function formatDateTime(value: string, language: Language): string {
  const date = toDate(value);
  return `${formatDate(date, language)} ${formatLocalTime(date)}`;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** What a value reads as when the type has no better format (nested references by their address or name). */
export function plainText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['address', 'title', 'name', 'label']) {
      if (typeof record[key] === 'string') return record[key];
    }
    return '';
  }
  return String(value);
}

export function Cell<Row>({ column, row }: { column: ResolvedColumn<Row>; row: Row }): ReactNode {
  const intl = useIntl();
  const language = useLanguage();
  if (column.render) return column.render(row);
  const value = column.read(row);
  const dash = intl.formatMessage({ id: 'ui.table.empty' });

  switch (column.type) {
    case 'money':
      return typeof value === 'number' ? <Money amount={value} /> : dash;
    case 'number':
      // Ids are names, not quantities: `5008`, never `5,008`.
      return typeof value === 'number'
        ? formatNumber(value, language, {
            useGrouping: !(column.key === 'id' || column.key.endsWith('_id')),
          })
        : plainText(value) || dash;
    case 'date':
      return typeof value === 'string' && !Number.isNaN(toDate(value).getTime()) ? (
        <DateText value={value} />
      ) : (
        dash
      );
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(toDate(value).getTime()) ? (
        <time dateTime={value}>{formatDateTime(value, language)}</time>
      ) : (
        dash
      );
    case 'status': {
      if (isEmpty(value)) return dash;
      const key = String(value);
      const label =
        column.labels?.[key] ??
        column.optionLabels[key] ??
        (Object.hasOwn(intl.messages, `ui.status.${key}`)
          ? intl.formatMessage({ id: `ui.status.${key}` })
          : typeof value === 'boolean'
            ? intl.formatMessage({ id: value ? 'ui.table.yes' : 'ui.table.no' })
            : key);
      const tone = column.tones?.[key] ?? knownTones[key] ?? 'neutral';
      return <StatusBadge tone={tone} label={label} />;
    }
    case 'link': {
      const name = typeof value === 'string' && value ? value : column.label;
      const fetchFile = column.download?.(row);
      if (fetchFile) return <DownloadCell fetchFile={fetchFile} name={name} />;
      // A value is an address only when it says so (`https://…`, `/path`): a bare file name is text.
      const href = column.href
        ? column.href(row)
        : typeof value === 'string' && /^(https?:|\/)/i.test(value)
          ? value
          : null;
      if (!href) return value === false || isEmpty(value) ? dash : plainText(value);
      return (
        <LinkCell href={href} text={typeof value === 'string' && value ? value : column.label} />
      );
    }
    default:
      return plainText(value) || dash;
  }
}
