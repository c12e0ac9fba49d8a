// The guest booking's e-mail step: a link that resolves and carries no time hash (that one opens step 2).
import { resolveLink } from '../../../guest-booking/guestLink';
import { flag, input, languageOf, type Fit } from './inputs';

export const fit: Fit = (element, page) => {
  const link = resolveLink(
    {
      apartmentId: Number(input(element, 'apartmentId', 'apartment-id')) || undefined,
      hash: input(element, 'hash', 'hash'),
      timeHash: input(element, 'timeHash', 'time-hash'),
      fromUrl: flag(element, 'fromUrl', 'from-url'),
    },
    location.pathname,
  );
  return link && !link.timeHash ? { language: languageOf(element, page) } : undefined;
};
