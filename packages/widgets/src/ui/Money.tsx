// Money, DateText and DateTimeText: GEL amounts, calendar dates and instants in the interface language.
import styled from '@emotion/styled';
import { useLanguage } from '../shell/context';
import { formatDate, formatDateTime, formatMoney, toDate, toIsoDate } from '../shell/i18n/format';

const Amount = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export interface MoneyProps {
  /** Amount in lari. */
  amount: number;
  fractionDigits?: 0 | 2;
}

/** `1 234,50 ₾` / `GEL 1,234.50`; never wraps inside the number. */
export function Money({ amount, fractionDigits }: MoneyProps) {
  const language = useLanguage();
  return (
    <Amount>
      {formatMoney(amount, language, fractionDigits === undefined ? {} : { fractionDigits })}
    </Amount>
  );
}

export interface DateTextProps {
  /** A Date or an API date `YYYY-MM-DD`. */
  value: Date | string;
  /** @defaultValue 'medium' */
  dateStyle?: 'short' | 'medium' | 'long';
}

/** A `<time>` with the machine-readable date and the language's format. */
export function DateText({ value, dateStyle = 'medium' }: DateTextProps) {
  const language = useLanguage();
  return <time dateTime={toIsoDate(toDate(value))}>{formatDate(value, language, dateStyle)}</time>;
}

export interface DateTimeTextProps {
  /** An instant (ISO timestamp or Date). */
  value: Date | string;
  /** @defaultValue 'medium' */
  dateStyle?: 'short' | 'medium' | 'long';
}

/** A `<time>` with the instant and its day and time in Tbilisi, where the apartments are. */
export function DateTimeText({ value, dateStyle = 'medium' }: DateTimeTextProps) {
  const language = useLanguage();
  const instant = typeof value === 'string' ? new Date(value) : value;
  return (
    <time dateTime={instant.toISOString()}>{formatDateTime(instant, language, dateStyle)}</time>
  );
}
