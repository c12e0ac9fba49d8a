// /support: issue 6's TicketChat under the screen heading, a named import in its own lazy chunk.
// The open ticket lives in the address (?ticket=), so a reload, a link or Back finds it.
import { getRouteApi } from '@tanstack/react-router';
import { TicketChat } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

const supportRoute = getRouteApi('/main/support');

export function SupportScreen() {
  const { ticket } = supportRoute.useSearch();
  const navigate = supportRoute.useNavigate();
  return (
    <>
      <ScreenHeading id="portal.title.support" />
      <TicketChat
        ticketId={ticket}
        onTicketChange={(id) => void navigate({ search: id ? { ticket: id } : {} })}
      />
    </>
  );
}
