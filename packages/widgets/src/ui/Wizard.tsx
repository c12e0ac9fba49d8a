// Wizard: steps with first, between and last behaviour (spec §2 layout); focus moves to the
// new step's heading so screen-reader and keyboard users land on it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars, containerQuery } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from './Button';
import { visuallyHidden } from './styles';

export interface WizardStep {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface WizardProps {
  steps: readonly WizardStep[];
  /** Controlled step index. */
  step?: number;
  onStepChange?: (index: number) => void;
  /** Checks a step before moving on; return `false` to stay (show errors in place). */
  canLeave?: (index: number) => boolean | Promise<boolean>;
  /** Called by the last step's button. */
  onFinish: () => void;
  /** Text of the last step's button. @defaultValue "Finish" */
  finishLabel?: ReactNode;
  /** The finish action is running: its button shows loading and ignores clicks. */
  finishing?: boolean;
  /** Heading level of the step titles. @defaultValue 2 */
  level?: 2 | 3;
}

const List = styled('ol', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
  margin: 0 0 ${vars.space4};
  padding: 0;
  list-style: none;
`;

const Item = styled('li', dom)<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: ${vars.space2};
  font-size: ${vars.fontSizeSm};
  color: ${({ $state }) => ($state === 'next' ? vars.colorTextMuted : vars.colorText)};
  font-weight: ${({ $state }) => ($state === 'current' ? vars.fontWeightBold : 400)};
  /* Titles show from 576px of widget width; below, numbers only (the heading names the step). */
  .title {
    ${visuallyHidden}
  }
  ${containerQuery.sm} {
    .title {
      position: static !important;
      width: auto;
      height: auto;
      margin: 0;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
  }
`;

const Dot = styled('span', dom)<{ $state: 'done' | 'current' | 'next' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ $state }) => ($state === 'next' ? vars.colorBorder : vars.colorPrimary)};
  background: ${({ $state }) => ($state === 'next' ? vars.colorBg : vars.colorPrimary)};
  color: ${({ $state }) => ($state === 'next' ? vars.colorText : vars.colorOnPrimary)};
  font-weight: ${vars.fontWeightBold};
`;

const Heading = styled.h2`
  margin: 0 0 ${vars.space4};
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
  &:focus {
    outline: none;
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${vars.space2};
  margin-top: ${vars.space6};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Counter = styled.p`
  margin: 0 0 ${vars.space1};
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`;

export function Wizard({
  steps,
  step: controlled,
  onStepChange,
  canLeave,
  onFinish,
  finishLabel,
  finishing = false,
  level = 2,
}: WizardProps) {
  const intl = useIntl();
  const [own, setOwn] = useState(0);
  const [checking, setChecking] = useState(false);
  const index = Math.min(controlled ?? own, steps.length - 1);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const current = steps[index];
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;

  useEffect(() => {
    // Not on first render: a widget must not steal focus from the host page.
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setOwn(next);
    onStepChange?.(next);
  };
  const forward = async () => {
    if (canLeave) {
      setChecking(true);
      try {
        if (!(await canLeave(index))) return;
      } finally {
        setChecking(false);
      }
    }
    if (isLast) onFinish();
    else go(index + 1);
  };

  if (!current) return null;
  return (
    <div>
      <List part="steps">
        {steps.map((s, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'next';
          return (
            <Item key={s.id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot aria-hidden="true" $state={state}>
                {state === 'done' ? '✓' : i + 1}
              </Dot>
              <span className="title">
                {s.title}
                {state === 'done' && (
                  <Hidden>{` (${intl.formatMessage({ id: 'ui.wizard.completed' })})`}</Hidden>
                )}
              </span>
            </Item>
          );
        })}
      </List>
      <Counter>
        {intl.formatMessage({ id: 'ui.wizard.step' }, { current: index + 1, total: steps.length })}
      </Counter>
      <Heading as={`h${level}`} ref={heading} tabIndex={-1}>
        {current.title}
      </Heading>
      <div>{current.content}</div>
      <Nav>
        {!isFirst ? (
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={finishing}>
            {intl.formatMessage({ id: 'ui.wizard.back' })}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={forward} loading={checking || (isLast && finishing)}>
          {isLast
            ? (finishLabel ?? intl.formatMessage({ id: 'ui.wizard.finish' }))
            : intl.formatMessage({ id: 'ui.wizard.next' })}
        </Button>
      </Nav>
    </div>
  );
}
