// The filter bar: one control per filter of the config (select, date range, search text), and
// "Clear filters" while any is set. Every change goes back to page 1.
import { Suspense, useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { FilterValue, Filters } from '@sakhli/sdk';
import { vars, containerQuery } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Button } from '../Button';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { onDemand } from '../onDemand';

/** Only tables with a date-range filter download it (its calendar loads later still, when opened). */
const DateRangeFilter = onDemand(() =>
  import('./DateRangeFilter').then((m) => ({ default: m.DateRangeFilter })),
);
import type { ResolvedFilter } from './resolveColumns';
import { activeFilters, isRange } from './tableState';

/** Typing settles this long before a search is sent (and written into the address). */
export const SEARCH_SETTLE_MS = 400;

const Bar = styled('div', dom)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space3};
  align-items: end;
  margin-bottom: ${vars.space4};
  ${containerQuery.sm} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const Clear = styled.div`
  display: flex;
  align-items: end;
`;

function SearchFilter({
  filter,
  value,
  onCommit,
}: {
  filter: ResolvedFilter;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward or "Clear filters" changed the value from outside: show it (set during render,
  // React's pattern for state that follows a prop).
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onCommit(text.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);
  return (
    <TextField
      type="search"
      label={filter.label}
      value={text}
      enterKeyHint="search"
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(text.trim());
      }}
    />
  );
}

export interface FilterBarProps {
  filters: readonly ResolvedFilter[];
  values: Filters;
  onChange: (filters: Filters) => void;
}

export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  const intl = useIntl();
  if (filters.length === 0) return null;
  const set = (key: string, value: FilterValue | undefined) => {
    const next: Filters = { ...values };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const anySet = Object.keys(activeFilters(values)).length > 0;
  return (
    <Bar
      part="table-filters"
      role="group"
      aria-label={intl.formatMessage({ id: 'ui.table.filters' })}
    >
      {filters.map((filter) => {
        const value = values[filter.key];
        if (filter.kind === 'select') {
          return (
            <SelectField
              key={filter.key}
              label={filter.label}
              options={filter.options}
              placeholder={intl.formatMessage({ id: 'ui.table.all' })}
              value={value === undefined || value === null || isRange(value) ? '' : String(value)}
              onChange={(event) => set(filter.key, event.target.value)}
            />
          );
        }
        if (filter.kind === 'date-range') {
          return (
            <Suspense key={filter.key} fallback={null}>
              <DateRangeFilter
                label={filter.label}
                value={isRange(value) ? value : undefined}
                onChange={(range) => set(filter.key, range)}
              />
            </Suspense>
          );
        }
        return (
          <SearchFilter
            key={filter.key}
            filter={filter}
            value={typeof value === 'string' ? value : ''}
            onCommit={(text) => set(filter.key, text)}
          />
        );
      })}
      {anySet && (
        <Clear>
          <Button variant="ghost" onClick={() => onChange({})}>
            {intl.formatMessage({ id: 'ui.table.clearFilters' })}
          </Button>
        </Clear>
      )}
    </Bar>
  );
}
