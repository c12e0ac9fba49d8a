// The portal frame's own parts: router links (as a button or in text), the form column, empty states.
// Buttons, fields and notices are the widgets' ui parts (`@sakhli/widgets`), so the two cannot drift.
import { forwardRef, Suspense } from 'react';
import styled from '@emotion/styled';
import { createLink } from '@tanstack/react-router';
import { buttonStyles } from '@sakhli/widgets';
import { focusRing, t } from './tokens';
import { loadDemoMailbox } from '../demoMailbox/demoBuild';
import { onDemand } from '@sakhli/widgets';

/** The widgets' Button and Alert, under the names the app's own screens use. */
export { Button, Alert as Notice } from '@sakhli/widgets';

const StyledAnchor = styled.a`
  ${buttonStyles('secondary')}
`;

/** A router link that looks like a secondary button. */
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

const DemoMailbox = loadDemoMailbox ? onDemand(loadDemoMailbox) : undefined;

/**
 * Where a demo's e-mails can be read (issue 26 item 8): a line and a link to the demo API's
 * mailbox page, loaded as its own chunk. Nothing outside a demo build; render it behind
 * `DEMO_BUILD` so a production build has no trace of it.
 */
export function DemoMailboxLink() {
  if (!DemoMailbox) return null;
  return (
    <Suspense fallback={null}>
      <DemoMailbox />
    </Suspense>
  );
}
