// Card: a titled box, optionally collapsible (spec §2 layout: collapsible cards).
import { useId, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { focusRing } from './styles';

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title. @defaultValue 3 */
  level?: 2 | 3 | 4;
  children?: ReactNode;
  /** Actions shown beside the title (not inside the toggle). */
  actions?: ReactNode;
  /** The title toggles the body. */
  collapsible?: boolean;
  /** @defaultValue true */
  defaultOpen?: boolean;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const Box = styled('section', dom)`
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  box-shadow: ${vars.elevation1};
  min-width: 0;
`;

const Header = styled('div', dom)`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  padding: ${vars.space2} ${vars.space4};
  min-height: 56px;
`;

const Heading = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: ${vars.fontWeightBold};
  line-height: 1.3;
  min-width: 0;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space2};
  width: 100%;
  min-height: ${vars.controlHeight};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  border-radius: ${vars.radiusSm};
  ${focusRing}
`;

const Chevron = styled('span', dom)<{ $open: boolean }>`
  flex: none;
  transition: transform 150ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Body = styled.div`
  padding: 0 ${vars.space4} ${vars.space4};
`;

export function Card({
  title,
  level = 3,
  children,
  actions,
  collapsible = false,
  defaultOpen = true,
  open: controlled,
  onOpenChange,
}: CardProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = !collapsible || (controlled ?? own);
  const bodyId = useId();
  const headingId = useId();
  const toggle = () => {
    setOwn(!open);
    onOpenChange?.(!open);
  };
  return (
    <Box part="card" aria-labelledby={headingId}>
      <Header part="card-header">
        <Heading as={`h${level}`} id={headingId}>
          {collapsible ? (
            <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
              <span>{title}</span>
              <Chevron aria-hidden="true" $open={open}>
                ▾
              </Chevron>
            </Toggle>
          ) : (
            title
          )}
        </Heading>
        {actions}
      </Header>
      <Body id={bodyId} hidden={!open}>
        {children}
      </Body>
    </Box>
  );
}
