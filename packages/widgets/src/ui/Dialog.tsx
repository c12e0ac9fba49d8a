// Dialog: a modal on the native <dialog> (top layer, inert page) with our own focus trap;
// Escape closes, focus returns to where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { baseStyles } from '../shell/theme/theme';
import { dom } from '../shell/styled';
import { useSakhli } from '../shell/context';
import type { ThemeSetting } from '../shell/theme/tokens';
import { focusRing } from './styles';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (confirm, cancel). */
  actions?: ReactNode;
  /** `alertdialog` for confirmations of destructive actions. @defaultValue 'dialog' */
  role?: 'dialog' | 'alertdialog';
}

const Box = styled('dialog', dom)<{ $setting: ThemeSetting }>`
  ${({ $setting }) => baseStyles($setting)}
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 0;
  border: 1px solid ${vars.colorBorderSubtle};
  border-radius: ${vars.radiusLg};
  box-shadow: ${vars.elevation2};
  z-index: ${vars.zOverlay};
  /* The backdrop inherits the dialog's custom properties (our defaults are set on the dialog). */
  &::backdrop {
    background: ${vars.colorOverlay};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space2};
  padding: ${vars.space4} ${vars.space4} 0 ${vars.space6};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-block: 8px;
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
  /* Focused by script so reading starts here; it is not an action, so no ring. */
  &:focus {
    outline: none;
  }
`;

const Close = styled.button`
  flex: none;
  width: ${vars.controlHeight};
  height: ${vars.controlHeight};
  border: 0;
  border-radius: ${vars.radiusMd};
  background: none;
  color: inherit;
  font-size: 24px;
  cursor: pointer;
  &:hover {
    background: ${vars.colorSurface};
  }
  ${focusRing}
`;

const Body = styled.div`
  padding: ${vars.space4} ${vars.space6};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space2};
  padding: 0 ${vars.space6} ${vars.space6};
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element focused in a document or shadow root, looking through nested shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function Dialog({ open, onClose, title, children, actions, role = 'dialog' }: DialogProps) {
  const intl = useIntl();
  const { theme } = useSakhli();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    const returnTo = deepActiveElement();
    if (!node.open) node.showModal();
    heading.current?.focus();
    return () => {
      if (node.open) node.close();
      // Focus goes back to what opened the dialog (DESIGN.md: dialogs return focus).
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  return (
    <Box
      ref={dialog}
      part="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      $setting={theme}
      onCancel={(event) => {
        // Escape: we close through the owner's state, not the browser.
        event.preventDefault();
        closeRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Handled here (not only by 'cancel') so every Escape closes exactly once.
          event.preventDefault();
          closeRef.current();
          return;
        }
        if (event.key !== 'Tab' || !dialog.current) return;
        // Trap Tab inside, also where the browser would move on to its own UI.
        const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const active = deepActiveElement();
        if (event.shiftKey && (active === first || active === heading.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {open && (
        <>
          <Header>
            <Title ref={heading} id={titleId} tabIndex={-1}>
              {title}
            </Title>
            <Close
              type="button"
              aria-label={intl.formatMessage({ id: 'ui.close' })}
              onClick={() => closeRef.current()}
            >
              ×
            </Close>
          </Header>
          <Body>{children}</Body>
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </Box>
  );
}
