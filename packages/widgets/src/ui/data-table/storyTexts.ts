// Sample captions and empty-state texts of the table stories, in the toolbar's language.
import type { Language } from '@sakhli/sdk';

const texts = {
  bookings: { en: 'Bookings', ge: 'ჯავშნები', ru: 'Бронирования' },
  bookingsEmpty: {
    en: 'Bookings of your apartments will be listed here.',
    ge: 'თქვენი ბინების ჯავშნები აქ გამოჩნდება.',
    ru: 'Здесь появятся бронирования ваших квартир.',
  },
  transactions: { en: 'Transactions', ge: 'ტრანზაქციები', ru: 'Транзакции' },
  transactionsEmpty: {
    en: 'Charges, payments and refunds will be listed here.',
    ge: 'დარიცხვები, გადახდები და დაბრუნებები აქ გამოჩნდება.',
    ru: 'Здесь появятся начисления, оплаты и возвраты.',
  },
  documents: { en: 'Documents', ge: 'დოკუმენტები', ru: 'Документы' },
  documentsEmpty: {
    en: 'Contracts, acts, invoices and receipts will be listed here.',
    ge: 'ხელშეკრულებები, აქტები, ანგარიშები და ქვითრები აქ გამოჩნდება.',
    ru: 'Здесь появятся договоры, акты, счета и квитанции.',
  },
  bills: { en: 'Electricity bills', ge: 'ელექტროენერგიის ქვითრები', ru: 'Счета за электроэнергию' },
  billsEmpty: {
    en: 'Monthly electricity bills will be listed here.',
    ge: 'ელექტროენერგიის ყოველთვიური ქვითრები აქ გამოჩნდება.',
    ru: 'Здесь появятся ежемесячные счета за электроэнергию.',
  },
  month: { en: 'Month', ge: 'თვე', ru: 'Месяц' },
  consumption: { en: 'Consumption, kWh', ge: 'მოხმარება, კვტ.სთ', ru: 'Потребление, кВт·ч' },
  amount: { en: 'Amount', ge: 'თანხა', ru: 'Сумма' },
  status: { en: 'Status', ge: 'სტატუსი', ru: 'Статус' },
  paid: { en: 'Paid', ge: 'გადახდილი', ru: 'Оплачен' },
  unpaid: { en: 'Unpaid', ge: 'გადასახდელი', ru: 'К оплате' },
  statement: { en: 'Statement', ge: 'ამონაწერი', ru: 'Выписка' },
} satisfies Record<string, Record<Language, string>>;

export type StoryText = keyof typeof texts;

export function storyText(language: Language, id: StoryText): string {
  return texts[id][language];
}
