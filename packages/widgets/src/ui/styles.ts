// Style fragments the ui parts share: focus ring, control box, visually hidden text.
import { vars } from '../shell/theme/tokens';

/** DESIGN.md: every action shows a visible focus ring when reached by keyboard. */
export const focusRing = `
  &:focus-visible {
    outline: ${vars.focusRingWidth} solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

/** Text inputs and selects: 44px tall, 16px text (no iOS zoom), a 3:1 edge. */
export const controlBox = `
  display: block;
  width: 100%;
  min-height: ${vars.controlHeight};
  margin: 0;
  padding: ${vars.space2} ${vars.space3};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorBg};
  color: ${vars.colorText};
  font: inherit;
  font-size: ${vars.fontSizeMd};
  line-height: ${vars.lineHeight};
  &[aria-invalid='true'] {
    border-color: ${vars.colorDanger};
    box-shadow: inset 0 0 0 1px ${vars.colorDanger};
  }
  &:disabled {
    background: ${vars.colorSurface};
    color: ${vars.colorTextMuted};
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Read by screen readers, not shown. */
export const visuallyHidden = `
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** No motion for readers who asked for none (DESIGN.md). */
export const reducedMotion = `
  @media (prefers-reduced-motion: reduce) {
    transition: none !important;
    animation: none !important;
  }
`;
