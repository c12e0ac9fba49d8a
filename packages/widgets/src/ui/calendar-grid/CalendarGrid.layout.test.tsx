// The timeline on a 375 px phone (issue 27 §2, found by the XSS suite on /bookings): two weeks
// scroll inside the grid's box, and nothing of it, the header cells' hidden full dates included,
// makes the page wider than the screen.
import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInProvider } from '../data-table/testing';
import { CalendarGrid } from './CalendarGrid';

beforeEach(async () => {
  await page.viewport(375, 740);
});

it('keeps two weeks inside its box at 375 px: the page does not scroll sideways', () => {
  const { container } = renderInProvider(
    <CalendarGrid
      layout="timeline"
      label="Bookings"
      rowHeading="Apartment"
      rows={[{ id: '1', label: 'Vake, Chavchavadze 37' }]}
      from="2027-03-22"
      items={[]}
      today="2027-03-24"
      onRangeChange={() => {}}
    />,
  );
  // A positioned box like a screen's: whatever escapes the grid's scroller lands in its overflow.
  const box = container;
  box.style.position = 'relative';
  box.style.width = '375px';
  screen.getByRole('grid');
  expect(box.scrollWidth).toBeLessThanOrEqual(375);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
});
