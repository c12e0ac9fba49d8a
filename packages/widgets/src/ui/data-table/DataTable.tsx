// DataTable: the one table of the product (spec §7 tables, issue 12). Columns and filters from
// `api/config/{columns|filters}/{name}` or the caller; rows from a server list (paged there) or the
// caller (paged here); state kept by the table or by its host (the portal's address). A <table>
// from 576 px of its own width, stacked cards below; skeleton, empty, error-with-retry states.
import { useId, type Key } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Filters } from '@sakhli/sdk';
import { useLanguage } from '../../shell/context';
import { acceptedListParams } from '@sakhli/sdk';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { apiMessage } from '../apiMessage';
import { Button } from '../Button';
import { WithCatalog } from '../catalogIntl';
import { EmptyState, ErrorState, LoadingState } from '../States';
import { CardList } from './CardList';
import { FilterBar } from './FilterBar';
import { tableMessages } from './messages';
import { Pagination } from './Pagination';
import { resolveColumns, resolveFilters } from './resolveColumns';
import { DEFAULT_PAGE_SIZES, activeFilters } from './tableState';
import { TableView } from './TableView';
import { knownFilters, useTableConfig, useTableRows } from './useTableData';
import { useTableLayout } from './useTableLayout';
import { useTableState } from './useTableState';
import type { CellOptions, DataTableProps } from './types';

/** The table is its own size container, so it responds to its own width, not the page's. */
const Root = styled('div', dom)`
  container: sakhli / inline-size;
  min-width: 0;
`;

/** The filters and the host's actions, wrapping on narrow screens. */
const Top = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space3};
  margin-bottom: ${vars.space3};
`;

const FilterSlot = styled('div', dom)`
  flex: 1 1 320px;
  min-width: 0;
`;

const Toolbar = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  margin-inline-start: auto;
`;

function defaultRowKey(row: unknown, index: number): Key {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

export function DataTable<Row = Record<string, unknown>>(props: DataTableProps<Row>) {
  return (
    // A table whose chunk came after the widget (a section on demand) keeps its loading skeleton's
    // space while its texts arrive (the skeleton's words are the ui kit's, already there).
    <WithCatalog
      catalog={tableMessages}
      fallback={
        // A heading-sized line stands in for the filter bar the table's own skeleton has.
        <LoadingState heading={Boolean(props.filters)} lines={6} />
      }
    >
      <TableBody {...props} />
    </WithCatalog>
  );
}

function TableBody<Row>(props: DataTableProps<Row>) {
  const {
    caption,
    hideCaption = false,
    emptyMessage,
    emptyTitle,
    pageSizes = DEFAULT_PAGE_SIZES,
    rowKey = defaultRowKey,
  } = props;
  const intl = useIntl();
  const language = useLanguage();
  const labelId = useId();
  const [state, setState] = useTableState(
    props.state,
    props.onStateChange,
    props.defaultState,
    pageSizes,
  );
  const { list } = props;
  const [layoutRef, layout] = useTableLayout<HTMLDivElement>();
  const config = useTableConfig(
    props.config ?? list?.config,
    props.columns,
    props.filters,
    props.hiddenFilters,
  );
  const filters = resolveFilters(config.filters, intl, language);
  // Only the filters the table knows, with values they allow (a hand-edited address sends nothing
  // odd): those the list declares, and of those the ones its config offers (a select's choices
  // are the user's own apartments) — so a list waits for its config, which a loader starts with it.
  const declared = list
    ? (acceptedListParams(list, { filters: state.filters }).filters ?? {})
    : state.filters;
  const applied = config.pending ? declared : knownFilters(declared, config.filters);
  const data = useTableRows({
    list,
    rows: props.rows,
    state: { ...state, filters: applied },
    filters: config.filters,
    fixedFilters: props.fixedFilters,
    waiting: config.pending,
  });
  const columns = resolveColumns(
    config.columns,
    filters,
    (props.cells ?? {}) as Readonly<Record<string, CellOptions<Row>>>,
    props.hiddenColumns ?? [],
    intl,
    language,
  );

  const setFilters = (next: Filters) => setState({ ...state, filters: next, page: 1 });
  const top =
    filters.length > 0 || props.toolbar ? (
      <Top>
        {filters.length > 0 && (
          <FilterSlot>
            <FilterBar filters={filters} values={applied} onChange={setFilters} />
          </FilterSlot>
        )}
        {props.toolbar && <Toolbar part="table-toolbar">{props.toolbar}</Toolbar>}
      </Top>
    ) : null;

  // Local rows (no `list`): the caller's own loading and error say how they are doing.
  const local = !list;
  const failure = config.error ?? (local ? null : data.error) ?? null;
  const localError = local ? props.error : undefined;
  if (failure || localError) {
    const message = localError ?? apiMessage(intl, failure);
    const retry = config.error ? config.retry : local ? props.onRetry : data.retry;
    return (
      <Root part="data-table" ref={layoutRef}>
        {top}
        <ErrorState message={message} onRetry={retry} />
      </Root>
    );
  }

  const loading = config.pending || (local ? props.loading : data.pending) || !data.page || !layout;
  if (loading) {
    return (
      <Root part="data-table" ref={layoutRef}>
        {top}
        <LoadingState
          heading={false}
          lines={Math.min(state.perPage, 6)}
          label={intl.formatMessage({ id: 'ui.table.loading' })}
        />
      </Root>
    );
  }

  const { items, itemsCount } = data.page!;
  const footer = props.footer?.(data.page!) ?? null;
  // A page past the end (rows went away, an old address): the last page that has rows.
  const pages = Math.max(1, Math.ceil(itemsCount / state.perPage));
  const filtered = Object.keys(activeFilters(applied)).length > 0;
  if (items.length === 0) {
    return (
      <Root part="data-table" ref={layoutRef}>
        {top}
        {filtered ? (
          <EmptyState
            title={intl.formatMessage({ id: 'ui.table.noMatch' })}
            description={intl.formatMessage({ id: 'ui.table.noMatchText' })}
            action={
              <Button variant="secondary" onClick={() => setFilters({})}>
                {intl.formatMessage({ id: 'ui.table.clearFilters' })}
              </Button>
            }
          />
        ) : itemsCount > 0 && state.page > pages ? (
          <EmptyState
            action={
              <Button variant="secondary" onClick={() => setState({ ...state, page: pages })}>
                {intl.formatMessage({ id: 'ui.table.page' }, { page: pages, pages })}
              </Button>
            }
          />
        ) : (
          <EmptyState title={emptyTitle} description={emptyMessage} />
        )}
      </Root>
    );
  }

  const onSort = (sort: string | undefined) => {
    const { sort: _old, ...rest } = state;
    setState({ ...rest, page: 1, ...(sort ? { sort } : {}) });
  };
  const actionsLabel = props.actionsLabel ?? intl.formatMessage({ id: 'ui.table.actions' });
  const rowLink = props.rowHref ? { href: props.rowHref, onOpen: props.onRowOpen } : undefined;
  const showPager = itemsCount > (pageSizes[0] ?? 10) || state.page > 1;
  return (
    <Root part="data-table" ref={layoutRef}>
      {top}
      {layout === 'wide' ? (
        <TableView
          caption={caption}
          hideCaption={hideCaption}
          columns={columns}
          rows={items}
          rowKey={rowKey}
          sort={state.sort}
          onSort={onSort}
          rowActions={props.rowActions}
          actionsLabel={actionsLabel}
          busy={data.fetching}
          rowLink={rowLink}
          footer={footer}
        />
      ) : (
        <CardList
          caption={caption}
          hideCaption={hideCaption}
          columns={columns}
          rows={items}
          rowKey={rowKey}
          rowActions={props.rowActions}
          labelId={labelId}
          busy={data.fetching}
          rowLink={rowLink}
          footer={footer}
        />
      )}
      {showPager && (
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={itemsCount}
          pageSizes={pageSizes}
          onPage={(page) => setState({ ...state, page })}
          onPerPage={(perPage) => setState({ ...state, perPage, page: 1 })}
        />
      )}
    </Root>
  );
}
