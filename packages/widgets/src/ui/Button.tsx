// Button: variants, loading, disabled; at least 44 × 44 px with a visible focus ring.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { focusRing, reducedMotion, visuallyHidden } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** Shows a spinner, announces "Loading…" and ignores clicks (no double submit). */
  loading?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
  /** An icon before the text, hidden from screen readers. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const palette: Record<ButtonVariant, { bg: string; fg: string; border: string; hover: string }> = {
  primary: {
    bg: vars.colorPrimary,
    fg: vars.colorOnPrimary,
    border: vars.colorPrimary,
    hover: vars.colorPrimaryHover,
  },
  secondary: {
    bg: vars.colorBg,
    fg: vars.colorPrimary,
    border: vars.colorPrimary,
    hover: vars.colorSurface,
  },
  danger: {
    bg: vars.colorBg,
    fg: vars.colorDanger,
    border: vars.colorDanger,
    hover: vars.colorDangerSurface,
  },
  ghost: { bg: 'transparent', fg: vars.colorText, border: 'transparent', hover: vars.colorSurface },
};

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * A button's look as CSS, for an element that acts as a button elsewhere (e.g. a router link the
 * portal shows as a button): the same colours, size, focus ring and hover as `<Button>`.
 */
export function buttonStyles(variant: ButtonVariant = 'primary', block = false): string {
  const colors = palette[variant];
  return `
  display: ${block ? 'flex' : 'inline-flex'};
  width: ${block ? '100%' : 'auto'};
  align-items: center;
  justify-content: center;
  gap: ${vars.space2};
  min-width: ${vars.controlHeight};
  min-height: ${vars.controlHeight};
  margin: 0;
  padding: ${vars.space2} ${vars.space4};
  border: 2px solid ${colors.border};
  border-radius: ${vars.radiusMd};
  background: ${colors.bg};
  color: ${colors.fg};
  font: inherit;
  font-weight: ${vars.fontWeightBold};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  /* Georgian words run long: wrap inside the button instead of overflowing it. */
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: background-color 120ms ease;
  ${reducedMotion}
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${colors.hover};
    border-color: ${variant === 'primary' ? palette.primary.hover : colors.border};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`;
}

const Base = styled('button', dom)<{ $variant: ButtonVariant; $block: boolean }>`
  ${({ $variant, $block }) => buttonStyles($variant, $block)}
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${reducedMotion}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  icon,
  type = 'button',
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  return (
    <Base
      part={`button button-${variant}`}
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Stays focusable while loading (focus is not lost), but does nothing.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <Spinner aria-hidden="true" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      {children}
      {loading && <Hidden>{intl.formatMessage({ id: 'ui.loading' })}</Hidden>}
    </Base>
  );
}
