import { HE_POLICY_TEXT as P } from '@domain/policies/policy-text.he.js';
import type { TermsContent } from '../types';

export const termsContent: TermsContent = {
  meta: {
    title: 'תנאי שימוש | {brand}',
    description:
      'תנאי ההשכרה של {brand}: גיל הנהג ורישיון נהיגה, שינויים וביטולים, תשלום ללא פיקדון, ביטוח, נסיעה לארמניה והגעה באיחור.',
  },
  title: 'תנאי שימוש',
  intro: 'הכללים להשכרת רכב מ-{brand}. פשוט וקצר: אנא קראו אותם לפני ההזמנה.',
  back: 'חזרה',
  lead: [
    {
      type: 'p',
      text: 'תנאים אלה חלים על כל השכרה שהוזמנה באתר זה, בוואטסאפ או בדוא״ל אצל {brand}, חברת השכרת רכב שמושבה בטביליסי, גאורגיה. אישור ההזמנה מהווה הסכמה לתנאים. אם משהו אינו ברור, כתבו לנו לכתובת [{email}](mailto:{email}) לפני ההזמנה.',
    },
  ],
  sections: [
    {
      heading: '1. דרישות מהנהג ורישיון נהיגה',
      blocks: [
        {
          type: 'ul',
          items: [
            'הנהג חייב להיות בן 21 לפחות ובעל רישיון נהיגה בתוקף במשך שנה אחת לפחות.',
            'רישיון לאומי המודפס באותיות לטיניות מתקבל. לרישיון באלפבית אחר יש לצרף רישיון נהיגה בינלאומי.',
            'בעת האיסוף הנהג מציג את רישיון הנהיגה והדרכון המקוריים. בלעדיהם לא נוכל למסור את הרכב.',
            'אפשר להוסיף נהג נוסף ללא תשלום, והוא חייב לעמוד באותן דרישות. רק הנהגים הרשומים בחוזה ההשכרה רשאים לנהוג ברכב.',
          ],
        },
      ],
    },
    {
      heading: '2. גיל',
      blocks: [
        {
          type: 'p',
          text: 'הגיל המינימלי הוא 21, עם ותק נהיגה של שנה אחת לפחות. טופס ההזמנה המקוון שלנו מקבל נהגים בגילאי 23 עד 70; אם אתם בני 21 או 22, או מעל גיל 70, שלחו לנו הודעה ונאשר אם יש עבורכם רכב מתאים.',
        },
      ],
    },
    {
      heading: '3. הזמנה ואישור',
      blocks: [
        {
          type: 'p',
          text: 'הזמנה שבוצעה באתר היא בקשה. היא הופכת להזמנה מאושרת כשאנחנו מאשרים אותה בוואטסאפ או בדוא״ל. הזמנות שלא אושרו מבוטלות אוטומטית תוך 24 שעות, לכן אנא שלחו לנו הודעה מיד לאחר ההזמנה.',
        },
      ],
    },
    {
      heading: `4. ${P.cancellation.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.cancellation.points,
        },
      ],
    },
    {
      heading: `5. ${P.deposit.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.deposit.points,
        },
      ],
    },
    {
      heading: `6. ${P.insurance.title}`,
      blocks: [
        {
          type: 'p',
          text: P.insurance.intro,
        },
        {
          type: 'table',
          head: P.insurance.head,
          rows: (['minimum', 'standard', 'enhanced'] as const).map((k) => [P.insurance.options[k].name, P.insurance.options[k].price, P.insurance.options[k].youPay]),
        },
        {
          type: 'p',
          text: P.insurance.exclusions,
        },
      ],
    },
    {
      heading: `7. ${P.crossBorder.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.crossBorder.points,
        },
      ],
    },
    {
      heading: `8. ${P.pickupAndReturn.title}`,
      blocks: [
        {
          type: 'ul',
          items: P.pickupAndReturn.points,
        },
      ],
    },
    {
      heading: '9. השימוש ברכב',
      blocks: [
        {
          type: 'ul',
          items: [
            'העישון ברכבים אסור. אסור לקיים מרוצים, לגרור או לנסוע בדרכים סגורות.',
            'נסיעת שטח ברכבי ה-4x4 שלנו מותרת בדרכים הפתוחות לתנועה; Hyundai Elantra מיועדת לכבישים סלולים בלבד.',
            'במקרה של תאונה התקשרו מיד למשטרה (112) ולנו, ואל תזיזו את הרכב לפני שהמשטרה מגיעה.',
          ],
        },
      ],
    },
    {
      heading: '10. שינויים בתנאים אלה',
      blocks: [
        {
          type: 'p',
          text: 'אנו רשאים לעדכן תנאים אלה. על כל הזמנה חלה הגרסה שפורסמה בעמוד זה במועד אישור ההזמנה.',
        },
      ],
    },
  ],
};
