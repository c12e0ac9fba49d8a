// The screen's one h1: focus lands here after navigation (tabIndex -1), its text is the route's title.
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { t } from './tokens';

const H1 = styled.h1`
  margin: 0 0 ${t('space4')};
  font-size: ${t('fontSizeXl')};
  line-height: 1.25;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: ${t('focusRingWidth')} solid ${t('colorFocus')};
    outline-offset: 2px;
  }
`;

export function ScreenHeading({ id, values }: { id: string; values?: Record<string, string> }) {
  return (
    <H1 tabIndex={-1}>
      <FormattedMessage id={id} values={values} />
    </H1>
  );
}
