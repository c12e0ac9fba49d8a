// Server pagination: "11–20 of 34", previous/next, page n of m, and rows per page.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Button } from '../Button';
import { SelectField } from '../SelectField';

const Nav = styled('nav', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space3};
  margin-top: ${vars.space4};
`;

const Pages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
`;

const Size = styled.div`
  width: 160px;
`;

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export function Pagination({
  page,
  perPage,
  total,
  pageSizes,
  onPage,
  onPerPage,
}: PaginationProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const say = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Nav part="table-pagination" aria-label={say('ui.table.pagination')}>
      <Pages>
        <Button
          variant="secondary"
          // aria-disabled, not disabled: the button keeps focus on the first page.
          aria-disabled={page <= 1}
          onClick={() => page > 1 && onPage(page - 1)}
          aria-label={say('ui.table.previous')}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <span>
          {say('ui.table.page', { page, pages })}
          {' · '}
          {say('ui.table.range', { from, to, total })}
        </span>
        <Button
          variant="secondary"
          aria-disabled={page >= pages}
          onClick={() => page < pages && onPage(page + 1)}
          aria-label={say('ui.table.next')}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </Pages>
      {pageSizes.length > 1 && (
        <Size>
          <SelectField
            label={say('ui.table.pageSize')}
            placeholder={false}
            options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(perPage)}
            onChange={(event) => onPerPage(Number(event.target.value))}
          />
        </Size>
      )}
    </Nav>
  );
}
