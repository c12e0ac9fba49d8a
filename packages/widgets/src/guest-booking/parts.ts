// Layout pieces the guest booking screens share (one definition each keeps the chunk small).
import styled from '@emotion/styled';
import { vars } from '../shell/theme/tokens';

/** A vertical stack with the widget's section spacing. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
`;

/** A section heading under the apartment's h2; focusable by script when a state changes. */
export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
  &:focus {
    outline: none;
  }
`;

export const Text = styled.p`
  margin: 0;
`;
