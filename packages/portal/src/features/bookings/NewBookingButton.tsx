// "Book for a guest" (issue 25 §4): the button the /bookings toolbar and the booking's page place.
// The dialog (its form, the date-range calendar) is code the screen does not show until it is opened
// (issue 28 §3: dialogs on demand): it is fetched when the pointer or focus reaches the button, and
// stays mounted once opened so closing it returns focus as before.
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, WithCatalog, type ButtonVariant } from '@sakhli/widgets';
import type { NewBookingDialogProps } from './NewBookingDialog';
import { newBookingMessages } from './NewBookingMessages';
import { onDemand } from '@sakhli/widgets';

const loadDialog = () => import('./NewBookingDialog');
const NewBookingDialog = onDemand(() =>
  loadDialog().then(({ NewBookingDialog: Dialog }) => ({ default: Dialog })),
);

export interface NewBookingButtonProps extends Omit<NewBookingDialogProps, 'open' | 'onClose'> {
  /** The button's text. @defaultValue "Book for a guest" */
  label?: string;
  /** @defaultValue 'secondary' */
  variant?: ButtonVariant;
}

/** A button that opens the dialog: what the /bookings toolbar and the booking details place. */
export function NewBookingButton({
  label,
  variant = 'secondary',
  ...dialog
}: NewBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <WithCatalog catalog={newBookingMessages}>
      <OpenButton
        label={label}
        variant={variant}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <NewBookingDialog open={open} onClose={() => setOpen(false)} {...dialog} />
        </Suspense>
      )}
    </WithCatalog>
  );
}

/** Inside the catalog, so its default text is found; fetches the dialog as the user heads for it. */
function OpenButton({
  label,
  variant,
  onOpen,
}: {
  label: string | undefined;
  variant: ButtonVariant;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const prefetch = () => void loadDialog().catch(() => {});
  return (
    <Button variant={variant} onPointerEnter={prefetch} onFocus={prefetch} onClick={onOpen}>
      {label ?? intl.formatMessage({ id: 'portal.newBooking.open' })}
    </Button>
  );
}
