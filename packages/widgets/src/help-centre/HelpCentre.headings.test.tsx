// The help centre's outline for screen-reader users: topic titles are the level under the page's
// h1 (axe heading-order), and still look like card headings.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { serveDemoApi } from '../guest-booking/testing';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE, signIn, type Tokens } from '../ticket-chat/testing';
import { HelpCentre } from './HelpCentre';

let session: Tokens;
let served: ReturnType<typeof serveDemoApi>;
beforeEach(async () => {
  served = serveDemoApi();
  session = await signIn(served.api);
});
afterEach(() => vi.unstubAllGlobals());

it('titles each topic with a level-2 heading at the card-heading size', async () => {
  render(
    <SakhliProvider apiBase={API_BASE} language="en" session={session}>
      <h1>Help</h1>
      <HelpCentre />
    </SakhliProvider>,
  );
  for (const topic of served.api.db().helpCentre.topics) {
    const heading = await screen.findByRole('heading', { name: topic.title.en });
    expect(heading.tagName).toBe('H2');
    expect(getComputedStyle(heading).fontSize).toBe('20px');
  }
});
