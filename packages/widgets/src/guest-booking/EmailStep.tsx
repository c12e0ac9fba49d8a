// Step 1 (spec §2 /qr/booking/{apartmentId}/{hash}): the apartment, then the e-mail that gets the link.
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { guestApartmentSummaryQuery, type GuestLink } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { vars } from '../shell/theme/tokens';
import { Alert } from '../ui/Alert';
import { LoadingState } from '../ui/States';
import { ApartmentSummary } from './ApartmentSummary';
import { apiMessage } from './apiMessage';
import { LinkRequest } from './LinkRequest';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  line-height: 1.3;
`;

const Text = styled.p`
  margin: 0;
`;

export interface EmailStepProps {
  link: GuestLink;
}

export function EmailStep({ link }: EmailStepProps) {
  const intl = useIntl();
  const client = useSakhliClient();
  const apartment = useQuery({ ...guestApartmentSummaryQuery(client, link), retry: false });

  if (apartment.isPending) return <LoadingState lines={4} />;
  // spec §8: an unknown link says "address is invalid or has already been used" in place.
  if (apartment.isError) return <Alert tone="error">{apiMessage(intl, apartment.error)}</Alert>;
  return (
    <Stack>
      <ApartmentSummary apartment={apartment.data} />
      <Heading>{intl.formatMessage({ id: 'guestBooking.email.heading' })}</Heading>
      <Text>{intl.formatMessage({ id: 'guestBooking.email.intro' })}</Text>
      <LinkRequest link={link} />
    </Stack>
  );
}
