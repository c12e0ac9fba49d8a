// Small styled parts of the portal frame: buttons, links that look like buttons, forms, notices.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { focusRing, t } from './tokens';

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t('space2')};
  min-height: ${t('controlHeight')};
  min-width: ${t('controlHeight')};
  padding: ${t('space2')} ${t('space4')};
  border-radius: ${t('radiusMd')};
  font: inherit;
  font-weight: ${t('fontWeightBold')};
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button<{ variant?: 'primary' | 'secondary' | 'ghost' }>`
  ${buttonBase}
  border: 1px solid ${({ variant }) => (variant === 'ghost' ? 'transparent' : t('colorPrimary'))};
  background: ${({ variant = 'primary' }) =>
    variant === 'primary' ? t('colorPrimary') : 'transparent'};
  color: ${({ variant = 'primary' }) =>
    variant === 'primary' ? t('colorOnPrimary') : t('colorPrimary')};
  &:hover:not(:disabled) {
    background: ${({ variant = 'primary' }) =>
      variant === 'primary' ? t('colorPrimaryHover') : t('colorSurface')};
  }
`;

const StyledAnchor = styled.a`
  ${buttonBase}
  border: 1px solid ${t('colorPrimary')};
  background: transparent;
  color: ${t('colorPrimary')};
  &:hover {
    background: ${t('colorSurface')};
  }
`;

/** A router link styled as a secondary button. */
export const LinkButton = createLink(
  forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
    function LinkButton(props, ref) {
      return <StyledAnchor ref={ref} {...props} />;
    },
  ),
);

const StyledTextLink = styled.a`
  color: ${t('colorPrimary')};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${t('radiusSm')};
  ${focusRing}
`;

/** A router link in running text. */
export const TextLink = createLink(
  forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>(
    function TextLink(props, ref) {
      return <StyledTextLink ref={ref} {...props} />;
    },
  ),
);

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t('space3')};
  max-width: 60ch;
  padding: ${t('space6')};
  border: 1px dashed ${t('colorBorder')};
  border-radius: ${t('radiusMd')};
  background: ${t('colorSurface')};
  p {
    margin: 0;
  }
`;

const NoticeBox = styled.div<{ tone: 'error' | 'success' | 'info' }>`
  padding: ${t('space3')} ${t('space4')};
  border: 1px solid
    ${({ tone }) =>
      tone === 'error'
        ? t('colorDanger')
        : tone === 'success'
          ? t('colorSuccess')
          : t('colorInfo')};
  border-inline-start-width: 6px;
  border-radius: ${t('radiusMd')};
  background: ${({ tone }) =>
    tone === 'error'
      ? t('colorDangerSurface')
      : tone === 'success'
        ? t('colorSuccessSurface')
        : t('colorInfoSurface')};
  color: ${t('colorText')};
  p {
    margin: 0;
  }
`;

/** A message said in place; errors are announced at once, the rest politely. */
export function Notice({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <NoticeBox tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space1')};
  label {
    font-weight: ${t('fontWeightBold')};
  }
  input {
    min-height: ${t('controlHeight')};
    padding: ${t('space2')} ${t('space3')};
    border: 1px solid ${t('colorBorder')};
    border-radius: ${t('radiusMd')};
    background: ${t('colorBg')};
    color: ${t('colorText')};
    font: inherit;
    font-size: ${t('fontSizeMd')};
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${t('colorDanger')};
    box-shadow: inset 0 0 0 1px ${t('colorDanger')};
  }
  .hint {
    margin: 0;
    color: ${t('colorTextMuted')};
    font-size: ${t('fontSizeSm')};
  }
  .error {
    margin: 0;
    color: ${t('colorDanger')};
    font-size: ${t('fontSizeSm')};
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Extra content under the input (live password rules). */
  after?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, after, ...input },
  ref,
) {
  const id = useId();
  const described = [
    hint ? `${id}-hint` : '',
    error ? `${id}-error` : '',
    after ? `${id}-after` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {after && <div id={`${id}-after`}>{after}</div>}
    </FieldBox>
  );
});
