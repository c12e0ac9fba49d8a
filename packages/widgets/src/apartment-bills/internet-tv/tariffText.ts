// How a tariff reads, shared by the panel and its order form in a module of its own, so neither
// imports the other (a runtime import circle).
import { useIntl } from 'react-intl';
import type { Tariff } from '@sakhli/sdk';

/** `100 Mbit/s` / `80 channels`. */
export function useCapacityText() {
  const intl = useIntl();
  return (t: Tariff) =>
    intl.formatMessage(
      { id: t.kind === 'internet' ? 'apartmentBills.tv.speed' : 'apartmentBills.tv.channels' },
      { n: t.capacity },
    );
}

/** `Fiber 100, 100 Mbit/s` / `TV Basic, 80 channels`. */
export function useTariffText() {
  const capacity = useCapacityText();
  return (t: Tariff) => `${t.name}, ${capacity(t)}`;
}
