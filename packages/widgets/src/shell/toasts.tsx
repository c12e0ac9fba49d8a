// Toasts (spec §8, §9: 60 s, success/warning default texts) that also look right in a shadow root.
import { forwardRef, useEffect, useMemo } from 'react';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { useIntl } from 'react-intl';
import { baseStyles } from './theme/theme';
import { vars, type ThemeSetting } from './theme/tokens';
import { dom } from './styled';
import { subscribeToastSheet, toastSheetText } from './toastSheet';

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

export const toastComponents = {
  default: ToastContent,
  info: ToastContent,
  success: ToastContent,
  warning: ToastContent,
  error: ToastContent,
};

export interface Toasts {
  /** spec §8: a success toast; without a message, the default 'toast.success' text. */
  success(message?: string): void;
  /** A warning toast; without a message, the default 'toast.warning' text. */
  warning(message?: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Shows toasts from the nearest `SakhliProvider`. */
export function useToast(): Toasts {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  return useMemo(
    () => ({
      success: (message) => {
        enqueueSnackbar(message ?? intl.formatMessage({ id: 'toast.success' }), {
          variant: 'success',
        });
      },
      warning: (message) => {
        enqueueSnackbar(message ?? intl.formatMessage({ id: 'toast.warning' }), {
          variant: 'warning',
        });
      },
      error: (message) => {
        enqueueSnackbar(message, { variant: 'error' });
      },
      info: (message) => {
        enqueueSnackbar(message, { variant: 'info' });
      },
    }),
    [enqueueSnackbar, intl],
  );
}

/**
 * notistack positions its stack with classes of our toast sheet (toastSheet.ts, standing in for
 * goober), which lives in memory only: write it into the shadow root the toasts live in (without
 * one, React components on a page: the head), nonced for a strict `style-src`, and keep it in sync.
 */
export function useMirroredToastStyles(shadow: ShadowRoot | undefined, nonce: string | undefined) {
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
