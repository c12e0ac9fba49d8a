// One tab per utility (spec §3 Utilities): a WAI-ARIA tablist — arrows, Home and End move between
// tabs and select them; only the selected panel mounts its content, so each history loads when seen.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { utilityTypes, type UtilityType } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { focusRing } from '../ui/styles';

const List = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space1};
  border-bottom: 1px solid ${vars.colorBorder};
`;

const Tab = styled('button', dom)<{ $selected: boolean }>`
  min-height: ${vars.controlHeight};
  padding: ${vars.space2} ${vars.space3};
  margin: 0 0 -1px;
  border: 0;
  border-bottom: 3px solid ${({ $selected }) => ($selected ? vars.colorPrimary : 'transparent')};
  background: none;
  color: ${vars.colorText};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? vars.fontWeightBold : 'inherit')};
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: start;
  &:hover {
    background: ${vars.colorSurface};
  }
  ${focusRing}
`;

const Panel = styled('div', dom)`
  padding-top: ${vars.space4};
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

export interface UtilityTabsProps {
  /** The tab selected first, and again whenever it changes. @defaultValue 'electricity' */
  initial?: UtilityType;
  /** The content of a utility's panel, rendered only while its tab is selected. */
  children: (utility: UtilityType) => ReactNode;
}

export function UtilityTabs({ initial = 'electricity', children }: UtilityTabsProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<UtilityType>(initial);
  // A host changing the tab to show (the element's `utility` attribute) moves the selection too.
  const [followed, setFollowed] = useState(initial);
  if (followed !== initial) {
    setFollowed(initial);
    setSelected(initial);
  }
  const tabs = useRef(new Map<UtilityType, HTMLButtonElement | null>());
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const tabId = (u: UtilityType) => `${base}-tab-${u}`;
  const panelId = (u: UtilityType) => `${base}-panel-${u}`;

  const select = (utility: UtilityType) => {
    setSelected(utility);
    tabs.current.get(utility)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = utilityTypes.indexOf(selected);
    const last = utilityTypes.length - 1;
    const to = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(utilityTypes[to]!);
  };

  return (
    <div>
      <List
        role="tablist"
        part="tabs"
        aria-label={intl.formatMessage({ id: 'apartmentBills.tabs.label' })}
        onKeyDown={onKeyDown}
      >
        {utilityTypes.map((utility) => (
          <Tab
            key={utility}
            ref={(node) => {
              tabs.current.set(utility, node);
            }}
            type="button"
            role="tab"
            part="tab"
            id={tabId(utility)}
            aria-selected={utility === selected}
            aria-controls={panelId(utility)}
            tabIndex={utility === selected ? 0 : -1}
            $selected={utility === selected}
            onClick={() => select(utility)}
          >
            {intl.formatMessage({ id: `apartmentBills.utility.${utility}` })}
          </Tab>
        ))}
      </List>
      {utilityTypes.map((utility) => (
        <Panel
          key={utility}
          role="tabpanel"
          id={panelId(utility)}
          aria-labelledby={tabId(utility)}
          hidden={utility !== selected}
          tabIndex={0}
        >
          {utility === selected && children(utility)}
        </Panel>
      ))}
    </div>
  );
}
