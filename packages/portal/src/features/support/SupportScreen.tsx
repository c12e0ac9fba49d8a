// /support: issue 6's TicketChat under the screen heading, a named import in its own lazy chunk.
import { TicketChat } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

export function SupportScreen() {
  return (
    <>
      <ScreenHeading id="portal.title.support" />
      <TicketChat />
    </>
  );
}
