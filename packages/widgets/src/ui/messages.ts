// Texts of the shared ui parts, in ge/en/ru (ICU: Russian plurals have one/few/many forms).
import { defineCatalog } from '../shell/i18n/catalog';

export const uiMessages = defineCatalog({
  'ui.loading': { en: 'Loading…', ge: 'იტვირთება…', ru: 'Загрузка…' },
  'ui.retry': { en: 'Try again', ge: 'თავიდან ცდა', ru: 'Повторить' },
  'ui.close': { en: 'Close', ge: 'დახურვა', ru: 'Закрыть' },
  'ui.optional': { en: 'optional', ge: 'არასავალდებულო', ru: 'необязательно' },
  'ui.error.title': {
    en: 'Something went wrong',
    ge: 'რაღაც შეცდომა მოხდა',
    ru: 'Что-то пошло не так',
  },
  // A long throttle in minutes (ui/apiMessage: from two minutes on); shorter waits say seconds in
  // the SDK's own words (error.tooManyAttempts), as the server does.
  'ui.tooManyAttempts.minutes': {
    en: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    ge: 'ძალიან ბევრი მცდელობა. სცადეთ ხელახლა {minutes} წუთში.',
    ru: 'Слишком много попыток. Попробуйте снова через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',
  },
  'ui.empty.title': { en: 'Nothing here yet', ge: 'აქ ჯერ არაფერია', ru: 'Здесь пока ничего нет' },
  'ui.nights': {
    en: '{count, plural, one {# night} other {# nights}}',
    ge: '{count} ღამე',
    ru: '{count, plural, one {# ночь} few {# ночи} many {# ночей} other {# ночи}}',
  },
  'ui.status.new': { en: 'New', ge: 'ახალი', ru: 'Новое' },
  'ui.status.approved': { en: 'Approved', ge: 'დადასტურებული', ru: 'Подтверждено' },
  'ui.status.canceled': { en: 'Canceled', ge: 'გაუქმებული', ru: 'Отменено' },
  'ui.card.toggle': {
    en: 'Show or hide {title}',
    ge: '{title} — ჩვენება ან დამალვა',
    ru: 'Показать или скрыть: {title}',
  },
  'ui.wizard.step': {
    en: 'Step {current} of {total}',
    ge: 'ნაბიჯი {current} / {total}',
    ru: 'Шаг {current} из {total}',
  },
  'ui.wizard.back': { en: 'Back', ge: 'უკან', ru: 'Назад' },
  'ui.wizard.next': { en: 'Next', ge: 'შემდეგი', ru: 'Далее' },
  'ui.wizard.finish': { en: 'Finish', ge: 'დასრულება', ru: 'Завершить' },
  'ui.wizard.completed': { en: 'completed', ge: 'დასრულებული', ru: 'выполнен' },
  'ui.wizard.current': { en: 'current step', ge: 'მიმდინარე ნაბიჯი', ru: 'текущий шаг' },
  // The calendars' weekday names (Sunday first, space-separated) and navigation label:
  // ui/calendarLocales.ts.
  'ui.calendar.daysShort': {
    en: 'Su Mo Tu We Th Fr Sa',
    ge: 'კვ ორ სა ოთ ხუ პა შა',
    ru: 'вс пн вт ср чт пт сб',
  },
  'ui.calendar.daysWide': {
    en: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday',
    ge: 'კვირა ორშაბათი სამშაბათი ოთხშაბათი ხუთშაბათი პარასკევი შაბათი',
    ru: 'воскресенье понедельник вторник среда четверг пятница суббота',
  },
  'ui.calendar.nav': { en: 'Navigation bar', ge: 'ნავიგაციის ზოლი', ru: 'Панель навигации' },
  'ui.dateRange.arrival': { en: 'Arrival', ge: 'ჩამოსვლა', ru: 'Заезд' },
  'ui.dateRange.departure': { en: 'Departure', ge: 'გამგზავრება', ru: 'Выезд' },
  'ui.dateRange.pick': {
    en: 'Choose the arrival and departure dates.',
    ge: 'აირჩიეთ ჩამოსვლისა და გამგზავრების თარიღები.',
    ru: 'Выберите даты заезда и выезда.',
  },
  'ui.dateRange.booked': { en: 'booked', ge: 'დაჯავშნილია', ru: 'занято' },
  'ui.dateRange.unavailable': { en: 'unavailable', ge: 'მიუწვდომელია', ru: 'недоступно' },
  'ui.dateRange.selected': { en: 'selected', ge: 'არჩეულია', ru: 'выбрано' },
  'ui.dateRange.today': { en: 'today', ge: 'დღეს', ru: 'сегодня' },
  'ui.dateRange.previousMonth': {
    en: 'Previous month',
    ge: 'წინა თვე',
    ru: 'Предыдущий месяц',
  },
  'ui.dateRange.nextMonth': { en: 'Next month', ge: 'შემდეგი თვე', ru: 'Следующий месяц' },
  'ui.file.choose': { en: 'Choose a file', ge: 'აირჩიეთ ფაილი', ru: 'Выберите файл' },
  'ui.file.none': { en: 'No file chosen', ge: 'ფაილი არ არის არჩეული', ru: 'Файл не выбран' },
  'ui.file.remove': { en: 'Remove file', ge: 'ფაილის წაშლა', ru: 'Удалить файл' },
  'ui.file.progress': {
    en: 'Uploading: {percent}%',
    ge: 'იტვირთება: {percent}%',
    ru: 'Загрузка: {percent}%',
  },
  'ui.number.decrease': {
    en: 'Decrease {label}',
    ge: '{label}: შემცირება',
    ru: 'Уменьшить: {label}',
  },
  'ui.number.increase': { en: 'Increase {label}', ge: '{label}: გაზრდა', ru: 'Увеличить: {label}' },
  'ui.select.placeholder': { en: 'Choose…', ge: 'აირჩიეთ…', ru: 'Выберите…' },
});
