// /loyalty/new-recommendation (spec §2): create a recommendation, as a wizard with first, between
// and last steps (spec §2 layout); each step's fields are checked with the SDK rules before moving on.
import { useState } from 'react';
import styled from '@emotion/styled';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { createRecommendation, email, required, validate, wholeNumber } from '@sakhli/sdk';
import {
  TextAreaField,
  TextField,
  Wizard,
  useSakhliClient,
  useToast,
  type WizardStep,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { ruleText } from '../auth/parts';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
  max-width: 560px;
  dl {
    margin: 0;
  }
  dt {
    font-weight: ${t('fontWeightBold')};
  }
  dd {
    margin: 0 0 ${t('space3')};
  }
`;

type Values = { name: string; phone: string; email: string; comment: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The digits of a phone number (spaces, dashes, brackets and a leading + allowed). */
function phoneDigits(phone: string): string {
  return phone.replace(/[\s()+-]/g, '');
}

export function NewRecommendationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: '', phone: '', email: '', comment: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const check = (index: number): boolean => {
    const found: Errors =
      index === 0
        ? {
            name: ruleText(required(values.name), intl),
            phone: ruleText(
              validate(values.phone, required) ?? wholeNumber(phoneDigits(values.phone)),
              intl,
            ),
          }
        : index === 1
          ? { email: ruleText(email(values.email), intl) }
          : {};
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  const finish = async () => {
    setSending(true);
    try {
      const { message } = await createRecommendation(client, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      });
      toast.success(
        message ?? intl.formatMessage({ id: 'portal.recommend.sent' }, { name: values.name }),
      );
      await navigate({ to: '/loyalty' });
    } catch {
      // The error policy showed the server's message; the answers stay for another try.
      setSending(false);
    }
  };

  const steps: WizardStep[] = [
    {
      id: 'who',
      title: <FormattedMessage id="portal.recommend.step.who" />,
      content: (
        <Fields>
          <TextField
            label={<FormattedMessage id="portal.recommend.name" />}
            autoComplete="off"
            value={values.name}
            error={errors.name}
            required
            onChange={set('name')}
          />
          <TextField
            label={<FormattedMessage id="portal.recommend.phone" />}
            type="tel"
            value={values.phone}
            error={errors.phone}
            required
            onChange={set('phone')}
          />
        </Fields>
      ),
    },
    {
      id: 'more',
      title: <FormattedMessage id="portal.recommend.step.more" />,
      content: (
        <Fields>
          <TextField
            label={<FormattedMessage id="portal.recommend.email" />}
            type="email"
            value={values.email}
            error={errors.email}
            optional
            onChange={set('email')}
          />
          <TextAreaField
            label={<FormattedMessage id="portal.recommend.comment" />}
            value={values.comment}
            optional
            onChange={set('comment')}
          />
        </Fields>
      ),
    },
    {
      id: 'review',
      title: <FormattedMessage id="portal.recommend.step.review" />,
      content: (
        <Fields>
          <dl>
            <dt>
              <FormattedMessage id="portal.recommend.name" />
            </dt>
            <dd>{values.name}</dd>
            <dt>
              <FormattedMessage id="portal.recommend.phone" />
            </dt>
            <dd>{values.phone}</dd>
            {values.email && (
              <>
                <dt>
                  <FormattedMessage id="portal.recommend.email" />
                </dt>
                <dd>{values.email}</dd>
              </>
            )}
            {values.comment && (
              <>
                <dt>
                  <FormattedMessage id="portal.recommend.comment" />
                </dt>
                <dd>{values.comment}</dd>
              </>
            )}
          </dl>
        </Fields>
      ),
    },
  ];

  return (
    <>
      <ScreenHeading id="portal.title.newRecommendation" />
      <p>
        <FormattedMessage id="portal.recommend.intro" />
      </p>
      <Wizard
        steps={steps}
        canLeave={check}
        onFinish={finish}
        finishing={sending}
        finishLabel={<FormattedMessage id="portal.recommend.send" />}
      />
    </>
  );
}
