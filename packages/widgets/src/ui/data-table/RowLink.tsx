// A row's way to its detail (`rowHref`): a real link around the first column's value, so it is
// announced as a link, opens in a new tab and can be copied; a plain click may be the host's
// navigation instead (`onRowOpen`, e.g. a single-page app's router).
import type { MouseEvent, ReactNode } from 'react';
import styled from '@emotion/styled';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { focusRing } from '../styles';

export interface RowLinkOptions<Row> {
  href: (row: Row) => string | undefined;
  onOpen: ((row: Row) => void) | undefined;
}

const Link = styled('a', dom)`
  color: ${vars.colorPrimary};
  font-weight: ${vars.fontWeightBold};
  text-decoration: underline;
  text-underline-offset: 2px;
  ${focusRing}
`;

/** A click the browser should handle itself: another button, a modifier (new tab, download). */
function browserOwns(event: MouseEvent): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

export function RowLink<Row>(props: { link: RowLinkOptions<Row>; row: Row; children: ReactNode }) {
  const { link, row, children } = props;
  const href = link.href(row);
  if (!href) return <>{children}</>;
  return (
    <Link
      href={href}
      part="table-row-link"
      onClick={(event) => {
        if (!link.onOpen || browserOwns(event)) return;
        event.preventDefault();
        link.onOpen(row);
      }}
    >
      {children}
    </Link>
  );
}
