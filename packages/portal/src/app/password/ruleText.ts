// A failed rule's text in the user's language (spec §5 messages), for any form of the portal.
import type { IntlShape } from 'react-intl';
import type { RuleResult } from '@sakhli/sdk';

/** A failed rule's text, or undefined. */
export function ruleText(
  result: RuleResult | undefined,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | undefined {
  return result ? intl.formatMessage({ id: result.id }, result.values) : undefined;
}
