// Loyalty per account (spec §3, §4): points history by status, products to exchange, recommendations.
// Wallet kinds come from the history: `new` = confirmed, `in_process` = unconfirmed, `purchase` = spent,
// `refuse` counts nowhere; available = confirmed − spent.
import type { Db } from './db';
import type { Localized } from './apartments';

export type PointStatus = 'in_process' | 'new' | 'purchase' | 'refuse';

export interface PointsRow {
  id: number;
  accountId: number;
  date: string;
  title: Localized;
  points: number;
  status: PointStatus;
}

export interface ProductRow {
  id: number;
  name: Localized;
  description: Localized;
  points: number;
  stock: number;
}

export interface RecommendationRow {
  id: number;
  accountId: number;
  name: string;
  phone: string;
  email: string | null;
  comment: string | null;
  /** An alpha-2 code, or free text when the country service was down. */
  country: string | null;
  status: PointStatus;
  points: number;
  createdAt: string;
}

export interface LoyaltyState {
  history: PointsRow[];
  products: ProductRow[];
  recommendations: RecommendationRow[];
}

/** Points a confirmed recommendation earns. */
export const RECOMMENDATION_POINTS = 200;

const L = (ge: string, en: string, ru: string): Localized => ({ ge, en, ru });

const products: ProductRow[] = [
  {
    id: 1,
    name: L('ბინის დალაგება', 'Apartment cleaning', 'Уборка квартиры'),
    description: L('სრული დალაგება ერთხელ', 'One full cleaning', 'Одна генеральная уборка'),
    points: 300,
    stock: 20,
  },
  {
    id: 2,
    name: L('ტრანსფერი აეროპორტიდან', 'Airport transfer', 'Трансфер из аэропорта'),
    description: L(
      'თბილისის ან ბათუმის აეროპორტიდან',
      'From Tbilisi or Batumi airport',
      'Из аэропорта Тбилиси или Батуми',
    ),
    points: 250,
    stock: 15,
  },
  {
    id: 3,
    name: L('ოპტიკა 100 ერთი თვით', 'A month of Fiber 100', 'Месяц «Оптики 100»'),
    description: L(
      'ერთი თვე უფასო ინტერნეტი',
      'One month of free internet',
      'Месяц бесплатного интернета',
    ),
    points: 450,
    stock: 50,
  },
  {
    id: 4,
    name: L('სპა დღე ბათუმში', 'Spa day in Batumi', 'СПА-день в Батуми'),
    description: L('ორი ადამიანისთვის', 'For two people', 'Для двоих'),
    points: 800,
    stock: 5,
  },
  {
    id: 5,
    name: L('ღვინის ტური კახეთში', 'Kakheti wine tour', 'Винный тур в Кахетию'),
    description: L('ერთდღიანი ტური', 'A one-day tour', 'Однодневный тур'),
    points: 1200,
    stock: 0,
  },
  {
    id: 6,
    name: L('შაბათ-კვირა გუდაურში', 'Weekend in Gudauri', 'Выходные в Гудаури'),
    description: L('ორი ღამე ორისთვის', 'Two nights for two', 'Две ночи для двоих'),
    points: 2500,
    stock: 2,
  },
];

const recommendationTitle = L('რეკომენდაცია', 'Recommendation', 'Рекомендация');
function about(base: Localized, who: string): Localized {
  return { ge: `${base.ge}: ${who}`, en: `${base.en}: ${who}`, ru: `${base.ru}: ${who}` };
}

export function seedLoyalty(db: Db): LoyaltyState {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(db.clock.ms() - daysAgo * day).toISOString();
  const state: LoyaltyState = {
    history: [],
    products: structuredClone(products),
    recommendations: [],
  };
  let id = 80_000;
  const recommend = (
    accountId: number,
    name: string,
    phone: string,
    status: PointStatus,
    daysAgo: number,
  ) => {
    state.recommendations.push({
      id: ++id,
      accountId,
      name,
      phone,
      email: null,
      comment: null,
      country: 'GE',
      status,
      points: RECOMMENDATION_POINTS,
      createdAt: at(daysAgo),
    });
    state.history.push({
      id: ++id,
      accountId,
      date: at(daysAgo),
      title: about(recommendationTitle, name),
      points: RECOMMENDATION_POINTS,
      status,
    });
  };
  const entry = (
    accountId: number,
    title: Localized,
    points: number,
    status: PointStatus,
    daysAgo: number,
  ) => state.history.push({ id: ++id, accountId, date: at(daysAgo), title, points, status });

  const stay = L('ჯავშნის ბონუსი', 'Booking bonus', 'Бонус за бронирование');
  const payOnTime = L('დროული გადახდა', 'On-time payments', 'Своевременная оплата');
  const welcome = L('მისასალმებელი ბონუსი', 'Welcome bonus', 'Приветственный бонус');
  // The owner's history runs past one page of ten, with every status.
  entry(1, welcome, 100, 'new', 420);
  entry(1, payOnTime, 250, 'new', 360);
  entry(1, stay, 300, 'refuse', 330);
  entry(1, stay, 200, 'new', 310);
  entry(1, stay, 400, 'new', 300);
  entry(1, payOnTime, 250, 'new', 200);
  recommend(1, 'ლევან გელაშვილი', '+995 555 11 22 33', 'new', 160);
  entry(1, about(L('გაცვლა', 'Exchange', 'Обмен'), products[0]!.name.en), -300, 'purchase', 120);
  recommend(1, 'Tamar Abashidze', '+995 595 44 55 66', 'refuse', 90);
  entry(1, payOnTime, 250, 'new', 60);
  entry(1, about(L('გაცვლა', 'Exchange', 'Обмен'), products[1]!.name.en), -250, 'purchase', 30);
  recommend(1, 'Ирина Соколова', '+995 568 77 88 99', 'in_process', 10);
  entry(1, stay, 150, 'in_process', 3);
  entry(2, payOnTime, 150, 'new', 100);
  recommend(2, 'Nika Chkheidze', '+995 599 10 20 30', 'in_process', 20);
  state.history.sort((a, b) => b.date.localeCompare(a.date));
  return state;
}

export function walletOf(state: LoyaltyState, accountId: number) {
  const mine = state.history.filter((h) => h.accountId === accountId);
  const sum = (status: PointStatus) =>
    mine.filter((h) => h.status === status).reduce((total, h) => total + Math.abs(h.points), 0);
  const confirmed = sum('new');
  const spent = sum('purchase');
  return { confirmed, unconfirmed: sum('in_process'), available: confirmed - spent, spent };
}
