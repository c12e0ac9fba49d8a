// Columns and filters as the table draws them: the config's or the caller's, labels translated,
// the caller's per-key cell options applied, hidden columns left out.
import type { IntlShape } from 'react-intl';
import type { ColumnConfig, FilterConfig, Language } from '@sakhli/sdk';
import { labelText } from './labels';
import type { CellOptions, ColumnType, TableColumn } from './types';

export interface ResolvedColumn<Row> extends CellOptions<Row> {
  key: string;
  label: string;
  type: ColumnType;
  sortable: boolean;
  read: (row: Row) => unknown;
  /** Labels of the same-named select filter's options: a status column's value texts. */
  optionLabels: Readonly<Record<string, string>>;
}

export interface ResolvedFilter extends Omit<FilterConfig, 'label' | 'options'> {
  label: string;
  options: { value: string; label: string }[];
}

export function resolveFilters(
  filters: readonly FilterConfig[],
  intl: IntlShape,
  language: Language,
): ResolvedFilter[] {
  return filters.map((filter) => ({
    ...filter,
    label: labelText(filter.label, intl, language),
    options: (filter.options ?? []).map((option) => ({
      value: option.value,
      label: labelText(option.label, intl, language),
    })),
  }));
}

export function resolveColumns<Row>(
  columns: readonly (TableColumn<Row> | ColumnConfig)[],
  filters: readonly ResolvedFilter[],
  cells: Readonly<Record<string, CellOptions<Row>>>,
  hidden: readonly string[],
  intl: IntlShape,
  language: Language,
): ResolvedColumn<Row>[] {
  return columns
    .filter((column) => !hidden.includes(column.key))
    .map((column) => {
      const options: CellOptions<Row> = { ...(column as CellOptions<Row>), ...cells[column.key] };
      const filter = filters.find((f) => f.key === column.key);
      return {
        ...options,
        key: column.key,
        label: labelText(column.label, intl, language),
        type: column.type ?? 'text',
        sortable: column.sortable ?? false,
        read:
          options.value ?? ((row: Row) => (row as Record<string, unknown> | null)?.[column.key]),
        optionLabels: Object.fromEntries((filter?.options ?? []).map((o) => [o.value, o.label])),
      };
    });
}
