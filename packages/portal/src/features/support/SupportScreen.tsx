// /support: issue 6's TicketChat under the screen heading, a named import in its own lazy chunk.
// The open ticket lives in the address (?ticket=), so a reload, a link or Back finds it.
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { TicketChat } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { usePortal } from '../../app/portalContext';
import { backToList, OPENED_FROM_LIST } from './backToList';

const supportRoute = getRouteApi('/main/support');

export function SupportScreen() {
  const { ticket } = supportRoute.useSearch();
  const navigate = supportRoute.useNavigate();
  const router = useRouter();
  const { authRequired } = usePortal();
  return (
    <>
      <ScreenHeading id="portal.title.support" />
      <TicketChat
        ticketId={ticket}
        onAuthRequired={authRequired}
        onTicketChange={(id) => {
          if (id) void navigate({ search: { ticket: id }, state: ticket ? {} : OPENED_FROM_LIST });
          else backToList(router, () => void navigate({ search: {}, replace: true }));
        }}
      />
    </>
  );
}
