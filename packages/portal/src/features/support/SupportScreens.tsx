// /support and /help: issue 6's TicketChat and HelpCentre widgets under the screen's heading. Named
// imports in their own lazy chunk, so the widgets (and DOMPurify) load only on these routes.
import { HelpCentre, TicketChat } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

export function SupportScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.support" />
      <TicketChat />
    </>
  );
}

export function HelpScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.help" />
      <HelpCentre />
    </>
  );
}
