// Test mode's sample wallet (its own chunk, loaded only then): fixed dates and points, so a partner
// sees every kind, status and product state without an account and without a call.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { defineCatalog } from '../shell/i18n/catalog';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { WithCatalog } from '../ui/catalogIntl';
import type {
  Language,
  PointsEntry,
  PointStatus,
  Product,
  Recommendation,
  Wallet,
} from '@sakhli/sdk';

type Text = Record<Language, string>;
const T = (en: string, ge: string, ru: string): Text => ({ en, ge, ru });

const bonus = T('Booking bonus', 'ჯავშნის ბონუსი', 'Бонус за бронирование');
const onTime = T('On-time payments', 'დროული გადახდა', 'Своевременная оплата');
const recommendation = T('Recommendation', 'რეკომენდაცია', 'Рекомендация');
const exchange = T('Exchange', 'გაცვლა', 'Обмен');

const products: { id: number; name: Text; description: Text; points: number; stock: number }[] = [
  {
    id: 1,
    name: T('Apartment cleaning', 'ბინის დალაგება', 'Уборка квартиры'),
    description: T('One full cleaning', 'სრული დალაგება ერთხელ', 'Одна генеральная уборка'),
    points: 300,
    stock: 20,
  },
  {
    id: 2,
    name: T('Airport transfer', 'ტრანსფერი აეროპორტიდან', 'Трансфер из аэропорта'),
    description: T(
      'From Tbilisi or Batumi airport',
      'თბილისის ან ბათუმის აეროპორტიდან',
      'Из аэропорта Тбилиси или Батуми',
    ),
    points: 250,
    stock: 15,
  },
  {
    id: 3,
    name: T('Spa day in Batumi', 'სპა დღე ბათუმში', 'СПА-день в Батуми'),
    description: T('For two people', 'ორი ადამიანისთვის', 'Для двоих'),
    points: 800,
    stock: 5,
  },
];

/** [date, title, who, points, status], newest first. */
const entries: [string, Text, string, number, PointStatus][] = [
  ['2026-11-20T10:00:00Z', bonus, '', 150, 'in_process'],
  ['2026-11-12T09:30:00Z', recommendation, 'Irina Sokolova', 200, 'in_process'],
  ['2026-10-24T16:00:00Z', exchange, 'Airport transfer', -250, 'purchase'],
  ['2026-09-23T12:00:00Z', onTime, '', 250, 'new'],
  ['2026-08-25T08:15:00Z', recommendation, 'Tamar Abashidze', 200, 'refuse'],
  ['2026-07-26T11:45:00Z', exchange, 'Apartment cleaning', -300, 'purchase'],
  ['2026-06-15T14:00:00Z', recommendation, 'Levan Gelashvili', 200, 'new'],
  ['2026-05-06T10:00:00Z', onTime, '', 250, 'new'],
  ['2026-01-27T09:00:00Z', bonus, '', 400, 'new'],
];

const people: [number, string, string, PointStatus, string][] = [
  [2, 'Irina Sokolova', '+995 568 77 88 99', 'in_process', '2026-11-12T09:30:00Z'],
  [5, 'Tamar Abashidze', '+995 595 44 55 66', 'refuse', '2026-08-25T08:15:00Z'],
  [7, 'Levan Gelashvili', '+995 555 11 22 33', 'new', '2026-06-15T14:00:00Z'],
];

export interface DemoData {
  wallet: Wallet;
  products: Product[];
  recommendations: Recommendation[];
  /** Every row, newest first: the table filters and pages them. */
  history: PointsEntry[];
}

export function demoData(language: Language): DemoData {
  const all: PointsEntry[] = entries.map(([date, title, who, points, status], i) => ({
    id: i + 1,
    date,
    title: who ? `${title[language]}: ${who}` : title[language],
    points,
    status,
  }));
  const sum = (status: PointStatus) =>
    all.filter((e) => e.status === status).reduce((total, e) => total + Math.abs(e.points), 0);
  const confirmed = sum('new');
  const spent = sum('purchase');
  return {
    wallet: { confirmed, unconfirmed: sum('in_process'), available: confirmed - spent, spent },
    products: products.map((p) => ({
      id: p.id,
      name: p.name[language],
      description: p.description[language],
      points: p.points,
      stock: p.stock,
      image: null,
    })),
    recommendations: people.map(([id, name, phone, status, createdAt]) => ({
      id,
      name,
      phone,
      email: null,
      comment: null,
      country: 'GE',
      status,
      points: 200,
      created_at: createdAt,
    })),
    history: all,
  };
}

/** Test mode's own words (the demo banner, the "(demo)" buttons): shipped with the sample data. */
export const demoMessages = defineCatalog({
  'loyalty.demo.badge': { en: 'Demo', ge: 'დემო', ru: 'Демо' },
  'loyalty.demo.banner': {
    en: 'Test mode: sample data. Nothing you do here is sent or spent.',
    ge: 'სატესტო რეჟიმი: ნიმუშის მონაცემები. აქ არაფერი იგზავნება და არ იხარჯება.',
    ru: 'Тестовый режим: примерные данные. Ничего не отправляется и не тратится.',
  },
  'loyalty.demo.exchanged': {
    en: 'Demo: in a live wallet {points} would now be spent on “{name}”. Nothing was sent.',
    ge: 'დემო: ნამდვილ საფულეში „{name}“-ზე ახლა {points} დაიხარჯებოდა. არაფერი გაგზავნილა.',
    ru: 'Демо: в настоящем кошельке на «{name}» сейчас ушло бы {points}. Ничего не отправлено.',
  },
  'loyalty.demo.recommended': {
    en: 'Demo: in a live wallet the recommendation of {name} would now be sent. Nothing was sent.',
    ge: 'დემო: ნამდვილ საფულეში {name}-ის რეკომენდაცია ახლა გაიგზავნებოდა. არაფერი გაგზავნილა.',
    ru: 'Демо: в настоящем кошельке рекомендация ({name}) сейчас была бы отправлена. Ничего не отправлено.',
  },
  'loyalty.exchange.confirmDemo': {
    en: 'Exchange (demo)',
    ge: 'გაცვლა (დემო)',
    ru: 'Обменять (демо)',
  },
  'loyalty.recommend.sendDemo': {
    en: 'Send recommendation (demo)',
    ge: 'რეკომენდაციის გაგზავნა (დემო)',
    ru: 'Отправить рекомендацию (демо)',
  },
});

/** The wallet's texts plus test mode's, around a test-mode wallet. */
export function DemoTexts({ children }: { children: ReactNode }) {
  return <WithCatalog catalog={demoMessages}>{children}</WithCatalog>;
}

const DemoBanner = styled('p', dom)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space2};
  margin: 0;
  padding: ${vars.space3} ${vars.space4};
  border: 2px dashed ${vars.colorWarning};
  border-radius: ${vars.radiusMd};
  background: ${vars.colorWarningSurface};
  color: ${vars.colorText};
  strong {
    padding: 0 ${vars.space2};
    border-radius: ${vars.radiusSm};
    background: ${vars.colorWarning};
    color: ${vars.colorBg};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/** Test mode, said on screen: the wallet is a demo (inside DemoTexts, whose words it reads). */
export function DemoNote() {
  const intl = useIntl();
  return (
    <DemoBanner part="demo-banner" role="note">
      <strong>{intl.formatMessage({ id: 'loyalty.demo.badge' })}</strong>
      {intl.formatMessage({ id: 'loyalty.demo.banner' })}
    </DemoBanner>
  );
}
