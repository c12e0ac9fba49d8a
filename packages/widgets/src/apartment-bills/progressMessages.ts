// Texts of the pay flow after "Pay" (the countdown, the opened page, the bank's answer) in ge/en/ru:
// they ride with PaymentProgress's chunk, not the bills' first load (issue 28 §4).
import { defineCatalog } from '../shell/i18n/catalog';

export const progressMessages = defineCatalog({
  'apartmentBills.pay.countdown': {
    en: 'Redirecting to the payment page in {seconds, plural, one {# second} other {# seconds}}…',
    ge: 'გადახდის გვერდზე გადასვლა {seconds} წამში…',
    ru: 'Переход на страницу оплаты через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}…',
  },
  'apartmentBills.pay.cancel': {
    en: 'Cancel',
    ge: 'გაუქმება',
    ru: 'Отменить',
  },
  'apartmentBills.pay.cancelled': {
    en: 'Cancelled: the payment page was not opened and nothing was charged.',
    ge: 'გაუქმდა: გადახდის გვერდი არ გაიხსნა და თანხა არ ჩამოგეჭრათ.',
    ru: 'Отменено: страница оплаты не открыта, деньги не списаны.',
  },
  'apartmentBills.pay.opened': {
    en: 'The payment page opened in a new tab. Finish paying there: this page updates when the bank confirms.',
    ge: 'გადახდის გვერდი ახალ ჩანართში გაიხსნა. დაასრულეთ გადახდა იქ: ეს გვერდი განახლდება, როცა ბანკი დაადასტურებს.',
    ru: 'Страница оплаты открылась в новой вкладке. Завершите оплату там: эта страница обновится, когда банк подтвердит платёж.',
  },
  'apartmentBills.pay.openAgain': {
    en: 'Open the payment page',
    ge: 'გადახდის გვერდის გახსნა',
    ru: 'Открыть страницу оплаты',
  },
  'apartmentBills.pay.pending': {
    en: 'Waiting for the bank to confirm the payment…',
    ge: 'ველოდებით ბანკის მიერ გადახდის დადასტურებას…',
    ru: 'Ждём подтверждения платежа от банка…',
  },
  'apartmentBills.pay.paid': {
    en: 'Paid: {amount} for {utility}. Thank you!',
    ge: 'გადახდილია: {amount} — {utility}. გმადლობთ!',
    ru: 'Оплачено: {amount} — {utility}. Спасибо!',
  },
  'apartmentBills.pay.failed': {
    en: 'The bank declined the payment. Nothing was charged.',
    ge: 'ბანკმა გადახდა უარყო. თანხა არ ჩამოგეჭრათ.',
    ru: 'Банк отклонил платёж. Деньги не списаны.',
  },
  'apartmentBills.pay.startFailed': {
    en: 'The payment could not be started.',
    ge: 'გადახდის დაწყება ვერ მოხერხდა.',
    ru: 'Не удалось начать оплату.',
  },
  'apartmentBills.pay.again': {
    en: 'Pay another bill',
    ge: 'სხვა გადასახადის გადახდა',
    ru: 'Оплатить другой счёт',
  },
});
