// Table configurations for every list of the portal (spec §7 api/config/columns|filters/{name}).
// Filter keys are the row fields the list routes filter on; `apartment_id` options are the caller's apartments.
import type { Localized } from './apartments';

export type ColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'status' | 'link';
export interface ColumnConfig {
  key: string;
  label: Localized;
  sortable: boolean;
  type: ColumnType;
}
export interface FilterConfig {
  key: string;
  kind: 'select' | 'date-range' | 'text';
  label: Localized;
  /** `apartments`: the caller's apartments; `ticketDepartments`: the support departments. Filled at read time. */
  options?: { value: string; label: Localized }[] | 'apartments' | 'ticketDepartments';
}
export interface TableConfig {
  columns: ColumnConfig[];
  filters: FilterConfig[];
}

const L = (ge: string, en: string, ru: string): Localized => ({ ge, en, ru });
const col = (key: string, label: Localized, type: ColumnType, sortable = true): ColumnConfig => ({
  key,
  label,
  sortable,
  type,
});
const select = (key: string, label: Localized, options: FilterConfig['options']): FilterConfig => ({
  key,
  kind: 'select',
  label,
  options,
});
const dateRange = (key: string, label: Localized): FilterConfig => ({
  key,
  kind: 'date-range',
  label,
});
const text = (key: string, label: Localized): FilterConfig => ({ key, kind: 'text', label });
const opt = (value: string, label: Localized) => ({ value, label });

const t = {
  date: L('თარიღი', 'Date', 'Дата'),
  apartment: L('ბინა', 'Apartment', 'Квартира'),
  address: L('მისამართი', 'Address', 'Адрес'),
  status: L('სტატუსი', 'Status', 'Статус'),
  type: L('ტიპი', 'Type', 'Тип'),
  amount: L('თანხა', 'Amount', 'Сумма'),
  title: L('სათაური', 'Title', 'Название'),
  created: L('შექმნის თარიღი', 'Created', 'Создано'),
};
const apartmentFilter = select('apartment_id', t.apartment, 'apartments');
const utilityOptions = [
  opt('electricity', L('ელექტროენერგია', 'Electricity', 'Электроэнергия')),
  opt('water', L('წყალი', 'Water', 'Вода')),
  opt('services', L('კომუნალური მომსახურება', 'Building services', 'Услуги дома')),
  opt('internetTv', L('ინტერნეტი და ტელევიზია', 'Internet and TV', 'Интернет и ТВ')),
];

export const tableConfigs: Record<string, TableConfig> = {
  // Matches the rows of GET api/bookings (`apartment` is a nested reference; `apartment_id` filters on its id).
  bookings: {
    columns: [
      col('id', L('ID', 'ID', 'ID'), 'number'),
      col('status', t.status, 'status'),
      col('income_date', L('შესვლა', 'Arrival', 'Заезд'), 'date'),
      col('exit_date', L('გასვლა', 'Departure', 'Выезд'), 'date'),
      col('nights', L('ღამეები', 'Nights', 'Ночи'), 'number'),
      col('adults', L('უფროსები', 'Adults', 'Взрослые'), 'number', false),
      col('children', L('ბავშვები', 'Children', 'Дети'), 'number', false),
      col('guest_name', L('სტუმარი', 'Guest', 'Гость'), 'text'),
      col('apartment', t.apartment, 'text', false),
      col('price', L('ფასი', 'Price', 'Цена'), 'money'),
    ],
    filters: [
      select('status', t.status, [
        opt('new', L('ახალი', 'New', 'Новое')),
        opt('approved', L('დადასტურებული', 'Approved', 'Подтверждено')),
        opt('canceled', L('გაუქმებული', 'Canceled', 'Отменено')),
      ]),
      apartmentFilter,
      dateRange('income_date', L('შესვლის თარიღი', 'Arrival date', 'Дата заезда')),
    ],
  },
  transactions: {
    columns: [
      col('date', t.date, 'date'),
      col('address', t.apartment, 'text', false),
      col('type', t.type, 'status'),
      col('description', L('აღწერა', 'Description', 'Описание'), 'text', false),
      col('amount', t.amount, 'money'),
      col('has_doc', L('ქვითარი', 'Receipt', 'Квитанция'), 'link', false),
    ],
    filters: [
      apartmentFilter,
      select('type', t.type, [
        opt('charge', L('დარიცხვა', 'Charge', 'Начисление')),
        opt('payment', L('გადახდა', 'Payment', 'Оплата')),
        opt('refund', L('დაბრუნება', 'Refund', 'Возврат')),
      ]),
      dateRange('date', t.date),
    ],
  },
  payments: {
    columns: [
      col('date', t.date, 'date'),
      col('address', t.apartment, 'text', false),
      col('type', L('სერვისი', 'Service', 'Услуга'), 'status'),
      col('sum', t.amount, 'money'),
      col('status', t.status, 'status'),
      col('reference', L('ნომერი', 'Reference', 'Номер'), 'text', false),
    ],
    filters: [
      apartmentFilter,
      select('type', L('სერვისი', 'Service', 'Услуга'), utilityOptions),
      select('status', t.status, [
        opt('pending', L('მუშავდება', 'Pending', 'В обработке')),
        opt('paid', L('გადახდილი', 'Paid', 'Оплачен')),
        opt('failed', L('წარუმატებელი', 'Failed', 'Не прошёл')),
      ]),
      dateRange('date', t.date),
    ],
  },
  invoices: {
    columns: [
      col('number', L('ნომერი', 'Number', 'Номер'), 'text'),
      col('date', t.date, 'date'),
      col('due_date', L('გადახდის ვადა', 'Due date', 'Срок оплаты'), 'date'),
      col('net', L('თანხა დღგ-ის გარეშე', 'Net', 'Без НДС'), 'money'),
      col('vat', L('დღგ 18%', 'VAT 18%', 'НДС 18%'), 'money'),
      col('total', L('სულ', 'Total', 'Итого'), 'money'),
      col('status', t.status, 'status'),
      col('receipt_id', L('ქვითარი', 'Receipt', 'Квитанция'), 'link', false),
    ],
    filters: [
      apartmentFilter,
      select('status', t.status, [
        opt('paid', L('გადახდილი', 'Paid', 'Оплачен')),
        opt('unpaid', L('გადასახდელი', 'Unpaid', 'К оплате')),
        opt('overdue', L('ვადაგადაცილებული', 'Overdue', 'Просрочен')),
      ]),
      dateRange('date', t.date),
    ],
  },
  documents: {
    columns: [
      col('title', t.title, 'text'),
      col('address', t.apartment, 'text', false),
      col('type', t.type, 'status'),
      col('date', t.date, 'date'),
      col('size', L('ზომა', 'Size', 'Размер'), 'number'),
      col('file_name', L('ფაილი', 'File', 'Файл'), 'link', false),
    ],
    filters: [
      select('type', t.type, [
        opt('contract', L('ხელშეკრულება', 'Contract', 'Договор')),
        opt('act', L('აქტი', 'Act', 'Акт')),
        opt('invoice', L('ანგარიშ-ფაქტურა', 'Invoice', 'Счёт')),
        opt('receipt', L('ქვითარი', 'Receipt', 'Квитанция')),
      ]),
      apartmentFilter,
      dateRange('date', t.date),
      text('title', t.title),
    ],
  },
  // Matches GET api/tickets/list: `status` and `department` (a department id) are its query filters.
  tickets: {
    columns: [
      col('id', L('ნომერი', 'Number', 'Номер'), 'number'),
      col('subject', L('თემა', 'Subject', 'Тема'), 'text'),
      col('department', L('განყოფილება', 'Department', 'Отдел'), 'text', false),
      col('status', t.status, 'status'),
      col('created_at', t.created, 'datetime'),
      col('updated_at', L('განახლდა', 'Updated', 'Обновлено'), 'datetime'),
    ],
    filters: [
      select('status', t.status, [
        opt('open', L('ღია', 'Open', 'Открыт')),
        opt('closed', L('დახურული', 'Closed', 'Закрыт')),
      ]),
      select('department', L('განყოფილება', 'Department', 'Отдел'), 'ticketDepartments'),
    ],
  },
  // Matches GET api/notifications: `read` is its query filter.
  notifications: {
    columns: [
      col('title', t.title, 'text', false),
      col('kind', t.type, 'status'),
      col('created_at', t.date, 'datetime'),
      col('read', L('წაკითხული', 'Read', 'Прочитано'), 'status'),
    ],
    filters: [
      select('read', L('წაკითხული', 'Read', 'Прочитано'), [
        opt('true', L('წაკითხული', 'Read', 'Прочитано')),
        opt('false', L('წაუკითხავი', 'Unread', 'Не прочитано')),
      ]),
    ],
  },
  deals: {
    columns: [
      col('title', t.title, 'text', false),
      col('kind', t.type, 'status'),
      col('stage', L('ეტაპი', 'Stage', 'Этап'), 'status'),
      col('amount', t.amount, 'money'),
      col('manager', L('მენეჯერი', 'Manager', 'Менеджер'), 'text'),
      col('created_at', t.created, 'datetime'),
    ],
    filters: [
      select('stage', L('ეტაპი', 'Stage', 'Этап'), [
        opt('lead', L('ლიდი', 'Lead', 'Лид')),
        opt('negotiation', L('მოლაპარაკება', 'Negotiation', 'Переговоры')),
        opt('signed', L('ხელმოწერილი', 'Signed', 'Подписан')),
        opt('closed', L('დახურული', 'Closed', 'Закрыт')),
        opt('lost', L('დაკარგული', 'Lost', 'Потерян')),
      ]),
      select('kind', t.type, [
        opt('sale', L('გაყიდვა', 'Sale', 'Продажа')),
        opt('long-rent', L('გრძელვადიანი იჯარა', 'Long-term rent', 'Долгосрочная аренда')),
        opt('short-rent', L('მოკლევადიანი იჯარა', 'Short-term rent', 'Краткосрочная аренда')),
      ]),
      apartmentFilter,
      dateRange('created_at', t.created),
    ],
  },
  loyaltyHistory: {
    columns: [
      col('date', t.date, 'datetime'),
      col('title', t.title, 'text', false),
      col('points', L('ქულები', 'Points', 'Баллы'), 'number'),
      col('status', t.status, 'status'),
    ],
    filters: [
      select('status', t.status, [
        opt('new', L('ახალი', 'New', 'Новые')),
        opt('in_process', L('მუშავდება', 'In process', 'В обработке')),
        opt('purchase', L('შესყიდვა', 'Purchase', 'Покупка')),
        opt('refuse', L('უარყოფილი', 'Refused', 'Отклонено')),
      ]),
      dateRange('date', t.date),
    ],
  },
  devices: {
    columns: [
      col('os', L('ოპერაციული სისტემა', 'Operating system', 'Операционная система'), 'text'),
      col('type', t.type, 'status'),
      col('first_login', L('პირველი შესვლა', 'First login', 'Первый вход'), 'datetime'),
      col('last_login', L('ბოლო შესვლა', 'Last login', 'Последний вход'), 'datetime'),
    ],
    filters: [
      select('type', t.type, [
        opt('desktop', L('კომპიუტერი', 'Desktop', 'Компьютер')),
        opt('smartphone', L('სმარტფონი', 'Smartphone', 'Смартфон')),
      ]),
    ],
  },
};
