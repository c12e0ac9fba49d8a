// The utility tabs follow the host: a new `utility` (the element's attribute, changed at runtime)
// selects that tab, and the user's own choice still moves it in between.
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SakhliProvider } from '../shell/SakhliProvider';
import { WidgetRoot } from '../shell/WidgetRoot';
import type { UtilityType } from '@sakhli/sdk';
import { apartmentBillsMessages } from './messages';
import { UtilityTabs } from './UtilityTabs';

const tabs = (utility?: UtilityType) => (
  <SakhliProvider apiBase="http://api.test/">
    <WidgetRoot catalog={apartmentBillsMessages}>
      <UtilityTabs {...(utility ? { initial: utility } : {})}>
        {(u) => <p>panel {u}</p>}
      </UtilityTabs>
    </WidgetRoot>
  </SakhliProvider>
);

describe('UtilityTabs', () => {
  it('selects the tab a host asks for at runtime, after the user chose another', async () => {
    const { rerender } = render(tabs());
    expect(screen.getByText('panel electricity')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /water/i }));
    expect(screen.getByText('panel water')).toBeVisible();
    rerender(tabs('services'));
    expect(await screen.findByText('panel services')).toBeVisible();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(/building/i);
  });
});
