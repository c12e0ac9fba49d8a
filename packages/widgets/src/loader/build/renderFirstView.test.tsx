// The first views the build renders for the loader to paint (issue 28 §5): the widget's own first
// render, in each language and theme, and nothing a strict CSP would block.
import { describe, expect, it } from 'vitest';
import { guestBookingMessages } from '../../guest-booking/messages';
import { ticketChatMessages } from '../../ticket-chat/messages';
import { apartmentBillsMessages } from '../../apartment-bills/messages';
import { loyaltyMessages } from '../../loyalty-wallet/messages';
import { bookingChangeMessages } from '../../booking-change/messages';
import { NUMBER_SLOT } from '../first/numberSlot';
import { FIRST_VIEW_IDS } from '../first/views';
import { demoData, demoMessages } from '../../loyalty-wallet/demoData';
import { LANGUAGES } from '@sakhli/sdk';
import { THEMES } from '../../elements/elementConfig';
import { FIRST_VIEW_WIDGETS } from './firstViewWidgets';
import { renderFirstView } from './renderFirstView';

const guest = FIRST_VIEW_WIDGETS['sakhli-guest-booking']!;
const text = (id: keyof typeof guestBookingMessages, language: 'ge' | 'en' | 'ru') =>
  guestBookingMessages[id][language];

describe('renderFirstView', () => {
  it('renders every view views.ts paints', () => {
    expect(Object.keys(FIRST_VIEW_WIDGETS).sort()).toEqual([...FIRST_VIEW_IDS].sort());
  });

  it.each(LANGUAGES)("renders the guest booking's e-mail step in %s", async (language) => {
    const { html, css } = await renderFirstView(guest.Widget, guest.props, language, 'light');
    expect(html).toContain('data-sakhli-root=""');
    expect(html).toContain(`lang="${language === 'ge' ? 'ka' : language}"`);
    for (const id of ['guestBooking.email.heading', 'guestBooking.email.intro'] as const) {
      expect(html).toContain(text(id, language));
    }
    expect(html).toMatch(/<input[^>]*name="email"/);
    // The apartment's box waits for its call: a skeleton, never a made-up apartment.
    expect(html).toContain('aria-busy="true"');
    // The element's own host rules and the widget's, as its first render writes them.
    expect(css).toContain(':host{all:initial!important');
    expect(html.match(/class="(sakhli-[a-z0-9]+)"/g)?.length).toBeGreaterThan(5);
  });

  it.each(LANGUAGES)(
    'renders the chat, the bills and the wallet signed out in %s',
    async (language) => {
      const texts = [
        ['sakhli-ticket-chat', ticketChatMessages['ticketChat.signedOut.title'][language]],
        [
          'sakhli-apartment-bills',
          apartmentBillsMessages['apartmentBills.signedOut.title'][language],
        ],
        ['sakhli-loyalty-wallet', loyaltyMessages['loyalty.signedOut.title'][language]],
      ] as const;
      for (const [tag, title] of texts) {
        const { Widget, props } = FIRST_VIEW_WIDGETS[tag]!;
        const { html } = await renderFirstView(Widget, props, language, 'light');
        expect(html, tag).toContain(title);
        expect(html, tag).not.toContain('aria-busy="true"');
      }
    },
  );

  it.each(LANGUAGES)(
    "renders the booking change's heading over its skeleton, in both modes, in %s",
    async (language) => {
      const { Widget, props, variants } = FIRST_VIEW_WIDGETS['sakhli-booking-change']!;
      const markup = await renderFirstView(Widget, props, language, 'light', variants);
      const say = (id: keyof typeof bookingChangeMessages) => bookingChangeMessages[id][language];
      expect(markup.language).toBe(language);
      // The number is the painter's to fill in from the element's link.
      const texts = { html: markup.html, cancel: markup.variants?.cancel ?? '' };
      expect(texts.html).toContain(say('bookingChange.change.heading'));
      expect(texts.cancel).toContain(say('bookingChange.cancel.heading'));
      for (const html of Object.values(texts)) expect(html).toContain(`№\u00a0${NUMBER_SLOT}`);
      // The booking itself waits for its call: a skeleton, never made-up terms.
      for (const html of Object.values(texts)) expect(html).toContain('aria-busy="true"');
      // Each variant's rules are in the one sheet.
      expect(markup.css).toContain(':host{all:initial!important');
    },
  );

  it.each(LANGUAGES)(
    "renders the wallet's test mode whole, with its sample data, in %s",
    async (language) => {
      const { Widget, props, whole } = FIRST_VIEW_WIDGETS['sakhli-loyalty-wallet.test-mode']!;
      const { html } = await renderFirstView(Widget, props, language, 'light', {}, whole);
      const sample = demoData(language);
      // Said to be a demo, and every section with its data, its parts on demand rendered too.
      expect(html).toContain(demoMessages['loyalty.demo.banner'][language]);
      expect(html).toContain(loyaltyMessages['loyalty.wallet.title'][language]);
      for (const product of sample.products) expect(html).toContain(product.name);
      for (const person of sample.recommendations) expect(html).toContain(person.name);
      expect(html).toContain(loyaltyMessages['loyalty.history.title'][language]);
      // One skeleton: the history's rows, whose layout (table or cards) the table's width decides.
      expect(html.match(/role="status" aria-busy="true"/g)).toHaveLength(1);
      expect(html).not.toContain(sample.history[0]!.title);
    },
  );

  it('writes each theme its own colours', async () => {
    const [light, dark] = await Promise.all(
      (['light', 'dark'] as const).map(
        async (theme) => (await renderFirstView(guest.Widget, guest.props, 'en', theme)).css,
      ),
    );
    expect(light).not.toBe(dark);
    expect(THEMES).toEqual(['light', 'dark', 'auto']);
  });

  it('refuses markup a strict CSP would block in innerHTML', async () => {
    const Inline = () => <p style={{ color: 'red' }}>Styled inline</p>;
    await expect(renderFirstView(Inline, {}, 'en', 'light')).rejects.toThrow(/inline styles/);
  });
});
