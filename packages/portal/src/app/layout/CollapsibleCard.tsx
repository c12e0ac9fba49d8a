// A card whose heading toggles its body (spec §2 layout: collapsible cards).
import { useId, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { focusRing, t } from './tokens';

const Box = styled.section`
  border: 1px solid ${t('colorBorderSubtle')};
  border-radius: ${t('radiusMd')};
  background: ${t('colorBg')};
  box-shadow: ${t('elevation1')};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${t('fontSizeLg')};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space2')};
  width: 100%;
  min-height: 56px;
  padding: ${t('space2')} ${t('space4')};
  border: 0;
  border-radius: ${t('radiusMd')};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${t('fontWeightBold')};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  span[aria-hidden] {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    span[aria-hidden] {
      transition: none;
    }
  }
`;

const Body = styled.div`
  padding: 0 ${t('space4')} ${t('space4')};
  p {
    margin: 0 0 ${t('space3')};
  }
`;

export interface CollapsibleCardProps {
  title: ReactNode;
  children?: ReactNode;
  /** @defaultValue true */
  defaultOpen?: boolean;
  /** Heading level inside the screen. @defaultValue 2 */
  level?: 2 | 3;
}

export function CollapsibleCard({
  title,
  children,
  defaultOpen = true,
  level = 2,
}: CollapsibleCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const body = useId();
  return (
    <Box>
      <Heading as={`h${level}`}>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={body}
          onClick={() => setOpen(!open)}
        >
          {title}
          <span aria-hidden="true">▾</span>
        </Toggle>
      </Heading>
      {/* Closed cards render nothing inside, so what they hold loads only when opened. */}
      <Body id={body} hidden={!open}>
        {open && children}
      </Body>
    </Box>
  );
}
