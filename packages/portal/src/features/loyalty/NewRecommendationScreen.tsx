// /loyalty/new-recommendation (spec §2): the wallet's one recommendation form on a screen of its
// own; sent, the user is back on /loyalty with the server's thanks.
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { RecommendationForm, useToast } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { usePortal } from '../../app/portalContext';

export function NewRecommendationScreen() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { authRequired } = usePortal();
  return (
    <>
      <ScreenHeading id="portal.title.newRecommendation" />
      <p>
        <FormattedMessage id="portal.recommend.intro" />
      </p>
      <RecommendationForm
        onSent={({ recommendation, message }) => {
          toast.success(
            message ??
              intl.formatMessage({ id: 'portal.recommend.sent' }, { name: recommendation.name }),
          );
          void navigate({ to: '/loyalty' });
        }}
        onCancel={() => void navigate({ to: '/loyalty' })}
        // The form owns its call's errors: a 401 there signs out as elsewhere.
        onUnauthorized={authRequired}
      />
    </>
  );
}
