// DateRangeField: arrival and departure on a react-day-picker calendar, booked nights disabled,
// nights counted (spec §3 booking fields, §7 bookedDates).
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import {
  DayPicker,
  type DateRange,
  type DayButtonProps,
  type DayProps,
  type Matcher,
  type Modifiers,
} from 'react-day-picker';
import { calendarFormat } from './calendarFormat';
import { calendarLocale } from './calendarLocales';
import { useLanguage } from '../shell/context';
import { formatDate, formatMonth, nightsBetween, toIsoDate } from '../shell/i18n/format';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { ErrorText, FieldBox, Hint, Label, useFieldIds, type FieldBaseProps } from './Field';
import { focusRing } from './styles';

export type { DateRange };

/** Dates formatted without date-fns' token table (see calendarFormat.ts). */
const dateLib = { format: calendarFormat };

export interface DateRangeFieldProps extends Omit<FieldBaseProps, 'optional' | 'required'> {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  /** Nights already taken (`YYYY-MM-DD` or Dates): not selectable, announced as "booked". */
  booked?: readonly (Date | string)[];
  /** Other days that cannot be chosen. */
  disabled?: Matcher | Matcher[];
  /** Days to highlight, e.g. the clash after "someone booked the dates" (spec §8). */
  highlighted?: readonly (Date | string)[];
  /** First selectable day. @defaultValue today */
  minDate?: Date;
  /** Months shown side by side (they wrap on narrow widgets). @defaultValue 2 */
  numberOfMonths?: number;
  /** The month shown first. @defaultValue the arrival's, else `minDate`'s */
  defaultMonth?: Date;
  /**
   * Texts of the summary under the calendar, for a range that is not a stay (a table's date filter).
   * @defaultValue arrival / departure / "Choose the arrival and departure dates."
   */
  summaryText?: { from: string; to: string; pick: string };
  /** Nights the range must span; 0 lets a range start and end on one day. @defaultValue 1 */
  minNights?: number;
}

const Calendar = styled('div', dom)`
  /* 44px targets; a 7-day row still fits a 280px widget (cqi: the widget root's width). */
  --cell: min(44px, calc(100cqi / 7));
  max-width: 100%;
  overflow-x: auto;
  .rdp-root {
    position: relative;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space6};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: var(--cell);
    font-weight: ${vars.fontWeightBold};
    font-size: ${vars.fontSizeMd};
  }
  .rdp-nav {
    position: absolute;
    inset-inline-end: 0;
    top: 0;
    display: flex;
    gap: ${vars.space1};
    z-index: 1;
  }
  .rdp-button_previous,
  .rdp-button_next {
    width: var(--cell);
    height: var(--cell);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid ${vars.colorBorder};
    border-radius: ${vars.radiusMd};
    background: ${vars.colorBg};
    color: ${vars.colorText};
    cursor: pointer;
    ${focusRing}
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .rdp-chevron {
    fill: currentColor;
    width: 16px;
    height: 16px;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: var(--cell);
    padding: ${vars.space1} 0;
    font-size: ${vars.fontSizeSm};
    font-weight: 400;
    color: ${vars.colorTextMuted};
    text-align: center;
  }
  .rdp-day {
    width: var(--cell);
    height: var(--cell);
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: var(--cell);
    height: var(--cell);
    margin: 0;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${vars.radiusMd};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  .rdp-day_button:hover:not(:disabled) {
    border-color: ${vars.colorPrimary};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${vars.fontWeightBold};
    text-decoration: underline;
  }
  .rdp-outside {
    visibility: hidden;
  }
  .rdp-disabled .rdp-day_button {
    color: ${vars.colorTextMuted};
    cursor: not-allowed;
  }
  /* Booked nights: struck through and hatched, so it is not colour alone. */
  .sakhli-booked .rdp-day_button {
    color: ${vars.colorTextMuted};
    text-decoration: line-through;
    background: repeating-linear-gradient(-45deg, transparent 0 6px, ${vars.colorSurface} 6px 9px);
  }
  .rdp-range_middle {
    background: ${vars.colorInfoSurface};
  }
  .rdp-range_middle .rdp-day_button {
    color: ${vars.colorText};
    border-radius: 0;
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${vars.colorPrimary};
    color: ${vars.colorOnPrimary};
    font-weight: ${vars.fontWeightBold};
  }
  .sakhli-highlighted .rdp-day_button {
    outline: 3px dashed ${vars.colorDanger};
    outline-offset: -3px;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

const Summary = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1} ${vars.space4};
`;

const Nights = styled.strong`
  font-weight: ${vars.fontWeightBold};
`;

function toDates(list: readonly (Date | string)[] | undefined): Date[] {
  return (list ?? []).map((d) => (typeof d === 'string' ? parseDay(d) : d));
}

function parseDay(text: string): Date {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * A day of the neighbouring month is a blank cell, as on booking sites: with two months side by
 * side, a stay over the month end would otherwise be selected twice (1 Dec as the first grid's
 * outside day and again in December), for the eye and for a screen reader (aria-selected).
 */
function MonthDay({ day, modifiers: _modifiers, ...cell }: DayProps) {
  if (day.outside) return <td className="rdp-day rdp-outside" data-outside="true" />;
  return <td {...cell} />;
}

/**
 * react-day-picker's day button, focusing its day at commit (a layout effect) instead of after
 * paint. React flushes the effect of a key press before the next one either way; Preact (the lite
 * embed, issue 28 §8) runs it a frame later, and arrow keys pressed inside that frame sent the
 * calendar into an endless render.
 */
function FocusingDayButton({ day: _day, modifiers, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...button} />;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export function DateRangeField({
  label,
  hint,
  error,
  id,
  value,
  onChange,
  booked,
  disabled,
  highlighted,
  minDate,
  numberOfMonths = 2,
  defaultMonth,
  summaryText,
  minNights = 1,
}: DateRangeFieldProps) {
  const intl = useIntl();
  const language = useLanguage();
  const ids = useFieldIds(id);
  const first = minDate ?? startOfToday();
  const bookedDays = useMemo(() => toDates(booked), [booked]);
  const bookedKeys = useMemo(() => new Set(bookedDays.map(toIsoDate)), [bookedDays]);
  const highlightedDays = useMemo(() => toDates(highlighted), [highlighted]);

  // A booked night blocks arriving that day, but a guest may leave on the morning it starts:
  // while choosing the departure, the first booked night after the arrival stays selectable.
  const isBlocked = (date: Date): boolean => {
    if (date < first) return true;
    if (!bookedKeys.has(toIsoDate(date))) return false;
    const from = value?.from;
    if (!from || value?.to || date <= from) return true;
    for (let d = new Date(from); d < date; d.setDate(d.getDate() + 1)) {
      if (bookedKeys.has(toIsoDate(d))) return true;
    }
    return false;
  };
  const extra = disabled === undefined ? [] : Array.isArray(disabled) ? disabled : [disabled];

  const say = (key: string) => intl.formatMessage({ id: key });
  const locale = useMemo(
    () => calendarLocale(language, (id) => intl.formatMessage({ id })),
    [language, intl],
  );
  const labelDay = (date: Date, modifiers: Partial<Modifiers> = {}) => {
    const notes = [
      modifiers.today ? say('ui.dateRange.today') : null,
      modifiers.booked
        ? say('ui.dateRange.booked')
        : modifiers.disabled
          ? say('ui.dateRange.unavailable')
          : null,
      modifiers.selected ? say('ui.dateRange.selected') : null,
    ].filter(Boolean);
    // axe label-content-name-mismatch: the name starts with the long date, which holds the
    // visible day number.
    return [formatDate(date, language, 'long'), ...notes].join(', ');
  };

  const nights = value?.from && value.to ? nightsBetween(value.from, value.to) : 0;
  const describedBy = [hint ? ids.hint : null, ids.control + '-summary', error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldBox part="field">
      <Label as="span" part="label" id={ids.label}>
        {label}
      </Label>
      {hint && (
        <Hint part="hint" id={ids.hint}>
          {hint}
        </Hint>
      )}
      <Calendar
        part="calendar"
        role="group"
        id={ids.control}
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
      >
        <DayPicker
          mode="range"
          selected={value}
          onSelect={onChange}
          min={minNights}
          excludeDisabled
          showOutsideDays={false}
          components={{ Day: MonthDay, DayButton: FocusingDayButton }}
          numberOfMonths={numberOfMonths}
          defaultMonth={defaultMonth ?? value?.from ?? first}
          startMonth={first}
          disabled={[isBlocked, ...extra]}
          modifiers={{ booked: bookedDays, highlighted: highlightedDays }}
          modifiersClassNames={{ booked: 'sakhli-booked', highlighted: 'sakhli-highlighted' }}
          locale={locale}
          dateLib={dateLib}
          formatters={{ formatCaption: (month) => formatMonth(month, language) }}
          labels={{
            labelDayButton: labelDay,
            labelGridcell: labelDay,
            labelNext: () => say('ui.dateRange.nextMonth'),
            labelPrevious: () => say('ui.dateRange.previousMonth'),
            labelGrid: (month) => formatMonth(month, language),
          }}
        />
      </Calendar>
      <Summary id={`${ids.control}-summary`} aria-live="polite">
        {value?.from ? (
          <>
            <span>
              {summaryText?.from ?? say('ui.dateRange.arrival')}: {formatDate(value.from, language)}
            </span>
            {value.to && (
              <span>
                {summaryText?.to ?? say('ui.dateRange.departure')}: {formatDate(value.to, language)}
              </span>
            )}
            {nights > 0 && !summaryText && (
              <Nights>{intl.formatMessage({ id: 'ui.nights' }, { count: nights })}</Nights>
            )}
          </>
        ) : (
          <span>{summaryText?.pick ?? say('ui.dateRange.pick')}</span>
        )}
      </Summary>
      {error && (
        <ErrorText part="error" id={ids.error}>
          <span aria-hidden="true">⚠</span>
          <span>{error as ReactNode}</span>
        </ErrorText>
      )}
    </FieldBox>
  );
}
