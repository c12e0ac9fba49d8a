// Notifications per account (spec §7 Notifications): booking and message kinds, read or unread.
import type { Db } from './db';
import type { Localized } from './apartments';

export interface NotificationRow {
  id: number;
  accountId: number;
  /** `bookings.count` and `messages.count` of the count call count these kinds. */
  kind: 'booking' | 'message';
  title: Localized;
  body: Localized;
  /** Where the portal takes the user, e.g. `/support?ticket=7`. */
  link?: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationsState {
  notifications: NotificationRow[];
}

const seeded: [
  accountId: number,
  kind: NotificationRow['kind'],
  title: Localized,
  body: Localized,
  link: string,
  hoursAgo: number,
  read: boolean,
][] = [
  [
    1,
    'booking',
    { ge: 'ახალი ჯავშანი', en: 'New booking', ru: 'Новое бронирование' },
    {
      ge: 'ბ. 1504, ბათუმი: 3 ღამე, 2 სტუმარი.',
      en: 'Apt 1504, Batumi: 3 nights, 2 guests.',
      ru: 'Кв. 1504, Батуми: 3 ночи, 2 гостя.',
    },
    '/bookings',
    2,
    false,
  ],
  [
    1,
    'booking',
    { ge: 'ჯავშანი გაუქმდა', en: 'Booking canceled', ru: 'Бронирование отменено' },
    {
      ge: 'სტუმარმა გააუქმა ჯავშანი ბ. 305-ში.',
      en: 'A guest canceled the booking of apt 305.',
      ru: 'Гость отменил бронирование кв. 305.',
    },
    '/bookings',
    20,
    false,
  ],
  [
    1,
    'booking',
    { ge: 'ჯავშანი დადასტურდა', en: 'Booking approved', ru: 'Бронирование подтверждено' },
    {
      ge: 'ბ. 2210: ჯავშანი დადასტურებულია.',
      en: 'Apt 2210: the booking is approved.',
      ru: 'Кв. 2210: бронирование подтверждено.',
    },
    '/bookings',
    50,
    true,
  ],
  [
    1,
    'message',
    { ge: 'პასუხი მხარდაჭერიდან', en: 'Support replied', ru: 'Ответ поддержки' },
    {
      ge: 'თქვენს მიმართვაზე პასუხი გაეცა.',
      en: 'Your ticket has a new reply.',
      ru: 'На ваше обращение пришёл ответ.',
    },
    '/support',
    5,
    false,
  ],
  [
    1,
    'message',
    { ge: 'ახალი ინვოისი', en: 'New invoice', ru: 'Новый счёт' },
    {
      ge: 'ნოემბრის კომუნალური ინვოისი მზადაა.',
      en: 'The November utilities invoice is ready.',
      ru: 'Счёт за коммунальные услуги за ноябрь готов.',
    },
    '/invoices',
    30,
    true,
  ],
  [
    2,
    'booking',
    { ge: 'ვიზიტი ხვალ', en: 'Visit tomorrow', ru: 'Визит завтра' },
    {
      ge: 'ხვალ 11:00-ზე დაგეგმილია ვიზიტი.',
      en: 'A visit is planned tomorrow at 11:00.',
      ru: 'Завтра в 11:00 запланирован визит.',
    },
    '/bookings',
    3,
    false,
  ],
  [
    2,
    'message',
    { ge: 'პასუხი მხარდაჭერიდან', en: 'Support replied', ru: 'Ответ поддержки' },
    {
      ge: 'თქვენს მიმართვაზე პასუხი გაეცა.',
      en: 'Your ticket has a new reply.',
      ru: 'На ваше обращение пришёл ответ.',
    },
    '/support',
    8,
    false,
  ],
];

export function seedNotifications(db: Db): NotificationsState {
  const now = db.clock.ms();
  const rows: NotificationRow[] = seeded.map(
    ([accountId, kind, title, body, link, hoursAgo, read], index) => ({
      id: 801 + index,
      accountId,
      kind,
      title,
      body,
      link,
      createdAt: new Date(now - hoursAgo * 3_600_000).toISOString(),
      read,
    }),
  );
  // A longer history for the owner, so lists paginate (older, already read).
  for (let day = 3; day <= 24; day++) {
    rows.push({
      id: 900 + day,
      accountId: 1,
      kind: day % 3 === 0 ? 'message' : 'booking',
      title: { ge: 'ჯავშნის შეხსენება', en: 'Booking reminder', ru: 'Напоминание о бронировании' },
      body: {
        ge: `სტუმრის ჩამოსვლა ${day} დღის წინ დადასტურდა.`,
        en: `A guest arrival was confirmed ${day} days ago.`,
        ru: `Заезд гостя подтверждён ${day} дн. назад.`,
      },
      link: '/bookings',
      createdAt: new Date(now - day * 86_400_000).toISOString(),
      read: true,
    });
  }
  return { notifications: rows };
}

/** Adds a notification for an account (e.g. a support reply); other domains may call it. */
export function notify(
  db: Db,
  row: Omit<NotificationRow, 'id' | 'createdAt' | 'read'>,
): NotificationRow {
  const added = { ...row, id: db.ids.id(), createdAt: db.clock.now().toISOString(), read: false };
  db.notifications.notifications.push(added);
  return added;
}
