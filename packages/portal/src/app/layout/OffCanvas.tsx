// An off-canvas panel (spec §2 layout): slides in from a side, toggles, traps focus, Escape closes.
import { useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useFocusTrap } from './focusTrap';
import { focusRing, t } from './tokens';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${t('zOverlay')};
  background: ${t('colorOverlay')};
`;

const Panel = styled.div<{ $side: 'start' | 'end' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: calc(${t('zOverlay')} + 1);
  display: flex;
  flex-direction: column;
  width: min(360px, 100vw);
  background: ${t('colorBg')};
  color: ${t('colorText')};
  box-shadow: ${t('elevation2')};
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t('space2')};
  padding: ${t('space2')} ${t('space2')} ${t('space2')} ${t('space4')};
  border-bottom: 1px solid ${t('colorBorderSubtle')};
  h2 {
    margin: 0;
    font-size: ${t('fontSizeLg')};
  }
`;

const Close = styled.button`
  width: ${t('controlHeight')};
  height: ${t('controlHeight')};
  border: 0;
  border-radius: ${t('radiusMd')};
  background: transparent;
  color: inherit;
  font-size: 24px;
  cursor: pointer;
  &:hover {
    background: ${t('colorSurface')};
  }
  ${focusRing}
`;

const Body = styled.div`
  padding: ${t('space4')};
`;

export interface OffCanvasProps {
  id: string;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** @defaultValue 'end' */
  side?: 'start' | 'end';
  children?: ReactNode;
}

export function OffCanvas({ id, open, onClose, title, side = 'end', children }: OffCanvasProps) {
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} data-testid={`${id}-backdrop`} />
      <Panel
        ref={panel}
        id={id}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <Header>
          <h2 id={`${id}-title`}>{title}</h2>
          <Close
            type="button"
            onClick={onClose}
            data-panel-close
            aria-label={intl.formatMessage({ id: 'portal.panel.close' })}
          >
            ×
          </Close>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}
