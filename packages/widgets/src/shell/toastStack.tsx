// The toasts' stack (notistack) and their look, loaded with the first toast a widget shows (issue 28
// §3: 7 KB of notistack no first view needs). SakhliProvider's ToastOutlet mounts it; the queue it
// drains holds what was asked for before it arrived.
import { forwardRef, useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { useIntl } from 'react-intl';
import { TOAST_DURATION_MS } from '@sakhli/sdk';
import { baseStyles } from './theme/theme';
import { vars, type ThemeSetting } from './theme/tokens';
import { dom } from './styled';
import { subscribeToastSheet, toastSheetText } from './toastSheet';
import type { ToastStackProps } from './toasts';

const Box = styled('div', dom)<{ $tone: string; $setting: ThemeSetting }>`
  ${({ $setting }) => baseStyles($setting)}
  display: flex;
  align-items: flex-start;
  gap: ${vars.space3};
  min-width: 280px;
  max-width: min(480px, calc(100vw - 32px));
  padding: ${vars.space3} ${vars.space3} ${vars.space3} ${vars.space4};
  border-radius: ${vars.radiusLg};
  border: 1px solid ${vars.colorBorder};
  border-inline-start: 6px solid ${({ $tone }) => $tone};
  box-shadow: ${vars.elevation2};
  pointer-events: auto;
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-block: 10px;
`;

const Icon = styled('span', dom)<{ $tone: string }>`
  flex: none;
  padding-block: 10px;
  color: ${({ $tone }) => $tone};
  font-weight: ${vars.fontWeightBold};
`;

const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${vars.radiusMd};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 20px;
  cursor: pointer;
  &:hover {
    background: ${vars.colorSurface};
  }
  &:focus-visible {
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

const tones = {
  default: { color: vars.colorInfo, icon: 'ℹ' },
  info: { color: vars.colorInfo, icon: 'ℹ' },
  success: { color: vars.colorSuccess, icon: '✓' },
  warning: { color: vars.colorWarning, icon: '!' },
  error: { color: vars.colorDanger, icon: '✕' },
} as const;

/** notistack's content replaced by an Emotion-styled one, themed like the rest of the widget. */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const intl = useIntl();
  const theme = useTheme();
  const tone = tones[variant] ?? tones.default;
  return (
    <SnackbarContent ref={ref} role={variant === 'error' ? 'alert' : 'status'}>
      <Box $tone={tone.color} $setting={theme.sakhli?.setting ?? 'light'} part="toast">
        <Icon $tone={tone.color} aria-hidden="true">
          {tone.icon}
        </Icon>
        <Text>{message}</Text>
        <Close
          type="button"
          aria-label={intl.formatMessage({ id: 'shell.toast.close' })}
          onClick={() => closeSnackbar(id)}
        >
          ×
        </Close>
      </Box>
    </SnackbarContent>
  );
});

const toastComponents = {
  default: ToastContent,
  info: ToastContent,
  success: ToastContent,
  warning: ToastContent,
  error: ToastContent,
};

/**
 * notistack positions its stack with classes of our toast sheet (toastSheet.ts, standing in for
 * goober), which lives in memory only: write it into the shadow root the toasts live in (without
 * one, React components on a page: the head), nonced for a strict `style-src`, and keep it in sync.
 */
function useMirroredToastStyles(shadow: ShadowRoot | undefined, nonce: string | undefined) {
  useEffect(() => {
    const target = shadow ?? document.head;
    const sheet = document.createElement('style');
    sheet.dataset.sakhliToasts = '';
    if (nonce) sheet.nonce = nonce;
    const sync = () => {
      sheet.textContent = toastSheetText();
    };
    sync();
    target.appendChild(sheet);
    const unsubscribe = subscribeToastSheet(sync);
    return () => {
      unsubscribe();
      sheet.remove();
    };
  }, [shadow, nonce]);
}

/** DESIGN.md: no motion for readers who asked for none. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** notistack's provider, fed from the queue: the toasts asked for so far, then each new one. */
export default function ToastStack({ queue, toastRoot, toastShadow, nonce }: ToastStackProps) {
  const snackbar = useRef<SnackbarProvider>(null);
  useMirroredToastStyles(toastShadow, nonce);
  useEffect(() => {
    const show = () => {
      for (const { message, variant } of queue.take()) {
        snackbar.current?.enqueueSnackbar(message, { variant });
      }
    };
    show();
    return queue.subscribe(show);
  }, [queue]);
  return (
    <SnackbarProvider
      ref={snackbar}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={3}
      preventDuplicate
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      {...(prefersReducedMotion() ? { transitionDuration: { enter: 0, exit: 0 } } : {})}
      Components={toastComponents}
      {...(toastRoot ? { domRoot: toastRoot } : {})}
    />
  );
}
