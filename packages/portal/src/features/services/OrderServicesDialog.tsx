// The order-services form (spec §7 POST api/services/{bookingId}): how many of each service of the
// booking's catalog, the total, then one order. One idempotency key per opened form and the form
// kit's send guard (useForm), so a double click or a retry after a lost answer orders once; on success
// the server's text ("Services ordered.") as a toast (spec §8) and the booking's orders and
// invoices refetched through the key factory. Exported for the booking's page to place too.
import { useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingServicesQuery,
  errorsInPlace,
  newIdempotencyKey,
  orderServices,
  serviceKeysAfterOrder,
  type ServiceOrder,
} from '@sakhli/sdk';
import {
  Alert,
  apiMessage,
  Button,
  Dialog,
  ErrorState,
  formatMoney,
  LoadingState,
  Money,
  NumberField,
  useLanguage,
  useForm,
  useSakhliClient,
  useToast,
  WithCatalog,
} from '@sakhli/widgets';
import { t } from '../../app/layout/tokens';
import { servicesMessages } from './messages';

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space3')};
  margin-bottom: ${t('space4')};
`;

const Total = styled.p`
  margin: 0 0 ${t('space3')};
  font-weight: ${t('fontWeightBold')};
`;

/** Most of one service a single order may ask for (the API's limit). */
const MAX_QUANTITY = 50;

export interface OrderServicesDialogProps {
  bookingId: number;
  /** Closed by Cancel, Escape, or after a successful order. */
  onClose: () => void;
  /** The order as the server answered it. */
  onOrdered?: (order: ServiceOrder) => void;
}

/** The form in its dialog, with its own texts (they come with whichever screen places it). */
export function OrderServicesDialog(props: OrderServicesDialogProps) {
  return (
    <WithCatalog catalog={servicesMessages}>
      <OrderForm {...props} />
    </WithCatalog>
  );
}

function OrderForm({ bookingId, onClose, onOrdered }: OrderServicesDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // The form says a refusal itself: the policy does not toast it too.
  const client = errorsInPlace(useSakhliClient());
  const queryClient = useQueryClient();
  const toast = useToast();
  // The catalog is the screen's own query (same key): the copy the screen holds serves, so opening
  // the form asks for nothing; only a form opened with no copy at all loads it.
  const services = useQuery({ ...bookingServicesQuery(client, bookingId), staleTime: Infinity });
  const [quantities, setQuantities] = useState<Record<number, number | undefined>>({});
  // One key for this form: a retry after a lost answer is the same order, never a second one.
  const [key] = useState(newIdempotencyKey);

  const catalog = services.data?.catalog ?? [];
  const chosen = catalog
    .map((service) => ({ service, quantity: quantities[service.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const total = chosen.reduce((sum, l) => sum + l.quantity * l.service.price, 0);
  const {
    ref: formRef,
    busy,
    failure,
    errors,
    submit,
  } = useForm<'services'>({
    check: () => (chosen.length === 0 ? { services: say('portal.orderServices.pickOne') } : {}),
  });

  const order = async () => {
    const placed = await orderServices(
      client,
      bookingId,
      chosen.map((l) => ({ id: l.service.id, quantity: l.quantity })),
      { idempotencyKey: key },
    );
    // The booking's orders and its invoices (under the same key root) are asked for afresh.
    void queryClient.invalidateQueries({ queryKey: serviceKeysAfterOrder(bookingId) });
    toast.success(placed.message ?? say('portal.orderServices.done'));
    onOrdered?.(placed);
    onClose();
  };
  const problem = errors.services ?? failure;

  return (
    <Dialog
      open
      onClose={() => {
        // Closing while the answer is on its way would hide its result: wait for it.
        if (!busy) onClose();
      }}
      title={say('portal.orderServices.title', { booking: bookingId })}
      actions={
        services.data && catalog.length > 0 ? (
          <>
            <Button loading={busy} onClick={() => void submit(undefined, order)}>
              {say('portal.orderServices.submit')}
            </Button>
            <Button variant="secondary" onClick={() => !busy && onClose()}>
              {say('portal.orderServices.cancel')}
            </Button>
          </>
        ) : undefined
      }
    >
      {services.isPending ? (
        <LoadingState heading={false} />
      ) : services.error ? (
        <ErrorState
          message={apiMessage(intl, services.error)}
          onRetry={() => void services.refetch()}
          retrying={services.isFetching}
        />
      ) : catalog.length === 0 ? (
        <p>{say('portal.services.catalogEmpty')}</p>
      ) : (
        <form ref={formRef} onSubmit={(event) => void submit(event, order)}>
          <p>{say('portal.orderServices.hint')}</p>
          <Lines>
            {catalog.map((service) => (
              <NumberField
                key={service.id}
                // A text label (the steppers' names are made from it), money as Money writes it.
                label={say('portal.orderServices.quantityOf', {
                  name: service.name,
                  price: formatMoney(service.price, language),
                  unit: service.unit,
                })}
                hint={service.description ?? undefined}
                min={0}
                max={MAX_QUANTITY}
                value={quantities[service.id]}
                onChange={(value) =>
                  setQuantities((q) => ({
                    ...q,
                    [service.id]: value === undefined ? undefined : Math.min(value, MAX_QUANTITY),
                  }))
                }
              />
            ))}
          </Lines>
          <Total aria-live="polite">
            {intl.formatMessage(
              { id: 'portal.orderServices.total' },
              { amount: <Money key="total" amount={Math.round(total * 100) / 100} /> },
            )}
          </Total>
          {problem && <Alert tone="error">{problem}</Alert>}
          {/* Enter in a quantity submits, as in any form. */}
          <button type="submit" hidden tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
