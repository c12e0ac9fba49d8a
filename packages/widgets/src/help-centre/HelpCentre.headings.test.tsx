// The help centre's outline for screen-reader users: topic titles are the level under the page's
// h1 (axe heading-order), and still look like card headings.
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SakhliProvider } from '../shell/SakhliProvider';
import { API_BASE } from '../ticket-chat/testing';
import { signedInDemoPerTest } from './testing';
import { HelpCentre } from './HelpCentre';

const demo = signedInDemoPerTest();

it('titles each topic with a level-2 heading at the card-heading size', async () => {
  render(
    <SakhliProvider apiBase={API_BASE} language="en" session={demo.session}>
      <h1>Help</h1>
      <HelpCentre />
    </SakhliProvider>,
  );
  for (const topic of demo.api.db().helpCentre.topics) {
    const heading = await screen.findByRole('heading', { name: topic.title.en });
    expect(heading.tagName).toBe('H2');
    expect(getComputedStyle(heading).fontSize).toBe('20px');
  }
});
