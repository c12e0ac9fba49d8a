// "Order services" (spec §7): the button /services and the booking's page place. The form's dialog
// is code the screen does not show until it is opened (issue 28 §3: dialogs on demand): fetched
// when the pointer or focus reaches the button.
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, WithCatalog } from '@sakhli/widgets';
import type { OrderServicesDialogProps } from './OrderServicesDialog';
import { servicesMessages } from './messages';
import { onDemand } from '@sakhli/widgets';

const loadDialog = () => import('./OrderServicesDialog');
const OrderServicesDialog = onDemand(() =>
  loadDialog().then(({ OrderServicesDialog: Dialog }) => ({ default: Dialog })),
);

/** A button that opens the form: what a screen places for "Order services". */
export function OrderServicesButton({
  bookingId,
  onOrdered,
}: Omit<OrderServicesDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <WithCatalog catalog={servicesMessages}>
      <OpenButton onOpen={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <OrderServicesDialog
            bookingId={bookingId}
            onClose={() => setOpen(false)}
            {...(onOrdered ? { onOrdered } : {})}
          />
        </Suspense>
      )}
    </WithCatalog>
  );
}

/** Inside the catalog, so its text is found; fetches the dialog as the user heads for it. */
function OpenButton({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const prefetch = () => void loadDialog().catch(() => {});
  return (
    <Button onPointerEnter={prefetch} onFocus={prefetch} onClick={onOpen}>
      {intl.formatMessage({ id: 'portal.orderServices.open' })}
    </Button>
  );
}
