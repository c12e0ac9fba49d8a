// The figures owners compare (revenue, booked nights, occupancy, average nightly rate) for the
// chosen period, each with its change against the period as long before it — said in words, so
// neither colour nor an arrow carries it alone.
import { useIntl } from 'react-intl';
import { figureChange } from '@sakhli/sdk';
import { Card, formatMoney, formatNumber, useLanguage } from '@sakhli/widgets';
import { Figures } from '../money/parts';
import type { RevenueView } from './revenueView';

type Kind = 'revenue' | 'nights' | 'occupancy' | 'rate';

export function RevenueFigures({ view }: { view: RevenueView }) {
  const intl = useIntl();
  const language = useLanguage();
  const months = view.months.length;
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const shown = (kind: Kind, value: number | null): string => {
    if (value === null) return say('portal.analytics.none');
    if (kind === 'nights') return formatNumber(value, language);
    if (kind === 'occupancy') {
      return say('portal.analytics.percent', {
        value: formatNumber(value * 100, language, { maximumFractionDigits: 1 }),
      });
    }
    return formatMoney(value, language, { fractionDigits: kind === 'rate' ? 2 : 0 });
  };
  const signed = (change: number) => {
    const size = formatNumber(Math.abs(change) * 100, language, { maximumFractionDigits: 1 });
    const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
    return `${sign}${say('portal.analytics.percent', { value: size })}`;
  };
  const figure = (kind: Kind, now: number | null, before: number | null) => {
    const change = figureChange(now, before);
    const previous = shown(kind, before);
    return {
      id: kind,
      label: say(`portal.analytics.${kind}`),
      value: shown(kind, now),
      note:
        change === null
          ? say('portal.analytics.noChange', { months, previous })
          : say('portal.analytics.change', { change: signed(change), previous, months }),
    };
  };

  return (
    <Card level={2} title={say('portal.analytics.figures')}>
      <Figures
        items={[
          figure('revenue', view.figures.revenue, view.previous.revenue),
          figure('nights', view.figures.nights, view.previous.nights),
          figure('occupancy', view.figures.occupancy, view.previous.occupancy),
          figure('rate', view.figures.averageRate, view.previous.averageRate),
        ]}
      />
    </Card>
  );
}
