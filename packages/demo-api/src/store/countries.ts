// Countries (spec §3 Country: id = alpha2Code, label = name) for citizenship and address fields.
import type { Localized } from './apartments';

export interface Country {
  alpha2Code: string;
  name: Localized;
}

/** The guest markets that matter most here first, then a broad list; names in ge/en/ru. */
export const COUNTRIES: readonly Country[] = [
  ['GE', 'საქართველო', 'Georgia', 'Грузия'],
  ['AM', 'სომხეთი', 'Armenia', 'Армения'],
  ['AZ', 'აზერბაიჯანი', 'Azerbaijan', 'Азербайджан'],
  ['TR', 'თურქეთი', 'Turkey', 'Турция'],
  ['UA', 'უკრაინა', 'Ukraine', 'Украина'],
  ['RU', 'რუსეთი', 'Russia', 'Россия'],
  ['BY', 'ბელარუსი', 'Belarus', 'Беларусь'],
  ['KZ', 'ყაზახეთი', 'Kazakhstan', 'Казахстан'],
  ['UZ', 'უზბეკეთი', 'Uzbekistan', 'Узбекистан'],
  ['IL', 'ისრაელი', 'Israel', 'Израиль'],
  ['IR', 'ირანი', 'Iran', 'Иран'],
  ['SA', 'საუდის არაბეთი', 'Saudi Arabia', 'Саудовская Аравия'],
  [
    'AE',
    'არაბთა გაერთიანებული საამიროები',
    'United Arab Emirates',
    'Объединённые Арабские Эмираты',
  ],
  ['DE', 'გერმანია', 'Germany', 'Германия'],
  ['FR', 'საფრანგეთი', 'France', 'Франция'],
  ['IT', 'იტალია', 'Italy', 'Италия'],
  ['ES', 'ესპანეთი', 'Spain', 'Испания'],
  ['GB', 'გაერთიანებული სამეფო', 'United Kingdom', 'Великобритания'],
  ['PL', 'პოლონეთი', 'Poland', 'Польша'],
  ['NL', 'ნიდერლანდები', 'Netherlands', 'Нидерланды'],
  ['GR', 'საბერძნეთი', 'Greece', 'Греция'],
  ['LT', 'ლიეტუვა', 'Lithuania', 'Литва'],
  ['LV', 'ლატვია', 'Latvia', 'Латвия'],
  ['EE', 'ესტონეთი', 'Estonia', 'Эстония'],
  ['SE', 'შვედეთი', 'Sweden', 'Швеция'],
  ['CH', 'შვეიცარია', 'Switzerland', 'Швейцария'],
  ['US', 'ამერიკის შეერთებული შტატები', 'United States', 'Соединённые Штаты'],
  ['CA', 'კანადა', 'Canada', 'Канада'],
  ['CN', 'ჩინეთი', 'China', 'Китай'],
  ['IN', 'ინდოეთი', 'India', 'Индия'],
  ['JP', 'იაპონია', 'Japan', 'Япония'],
  ['KR', 'სამხრეთ კორეა', 'South Korea', 'Южная Корея'],
  ['EG', 'ეგვიპტე', 'Egypt', 'Египет'],
  ['AU', 'ავსტრალია', 'Australia', 'Австралия'],
].map(([alpha2Code, ge, en, ru]) => ({
  alpha2Code: alpha2Code!,
  name: { ge: ge!, en: en!, ru: ru! },
}));
