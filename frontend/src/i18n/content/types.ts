/**
 * Long page content as typed data: one object per page and locale (docs/product.md §15). The components
 * render the same page from any locale's object, so every locale file has the same shape as the
 * English one (the structure test in frontend/test/i18n-content.test.mjs checks it).
 *
 * String conventions (kept deliberately small):
 *
 * - `Rich` strings may carry inline markup, rendered by `renderRich` (./render-rich.tsx):
 *     `**text**`        strong emphasis (<strong>)
 *     `[text](target)`  a link. A target starting with `/` is a site path: the renderer gives it the
 *                       locale prefix and uses the router. `mailto:` and `https:` targets are plain anchors.
 *   Markup does not nest, except a `{placeholder}` inside either form.
 * - Any string may carry `{name}` placeholders, filled in at render time with `fill` (./rich.ts).
 *   Where a number decides the words, a translation may use an ICU plural over the same argument,
 *   `{hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}`, with the language's
 *   plural categories; `fill(text, values, locale)` picks the branch.
 *   The placeholders a field may use are listed beside the field below. Placeholders are never
 *   translated; the structure test checks each locale uses the same ones as English.
 * - Plain `string` fields carry no markup (titles, meta descriptions, button labels, messaging-app texts).
 * - Messaging-app texts are arrays of lines, joined with "\n" by the component.
 *
 * The English objects in ./en hold exactly the text the site showed before translation; the original
 * English texts must stay as they are.
 */

/** A string that may carry `**strong**` and `[link](target)` markup and `{placeholders}`. */
export type Rich = string;

/** One block of a prose page, rendered inside `.prose` as the HTML element its type names. */
export type Block =
  | { type: 'p'; text: Rich }
  /** A paragraph with the `note` class (a highlighted hint). */
  | { type: 'note'; text: Rich }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: Rich[] }
  | { type: 'ol'; items: Rich[] }
  /** `head` are the column headers (`<th scope="col">`); every row has as many cells as `head`. */
  | { type: 'table'; head: string[]; rows: string[][] };

/** An `<h2>` and the blocks under it. `id`, when present, is the anchor (same in every locale). */
export interface Section {
  id?: string;
  heading: string;
  blocks: Block[];
}

/** `<title>` and `<meta name="description">` of a page. */
export interface PageMetaText {
  title: string;
  description: string;
}

/** A question and its answer (plain text: the guide's FAQPage JSON-LD uses them too). */
export interface QuestionAnswer {
  q: string;
  a: string;
}

// ---------------------------------------------------------------------------------------------
// /vashlovani-national-park-guide
// ---------------------------------------------------------------------------------------------

export interface GuideSection extends Section {
  id: string;
  /** The short label of the "On this page" navigation. */
  navLabel: string;
}

export interface GuideContent {
  meta: PageMetaText;
  /** The park's name in JSON-LD (`TouristAttraction`). */
  parkName: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    startReading: string;
    /** The messaging-app button beside Start reading. */
    rentButton: string;
  };
  /** The "On this page" navigation's heading (also its aria-label). */
  navTitle: string;
  /** Paragraphs before the first section. */
  intro: Block[];
  sections: GuideSection[];
  faq: { id: string; navLabel: string; heading: string; items: QuestionAnswer[] };
  cta: {
    title: string;
    text: string;
    requestButton: string;
    questionButton: string;
  };
  /** Prefilled messaging-app texts. */
  messages: {
    /** The rental request (lines; lines ending in ": " are left for the visitor to fill in). */
    request: string[];
    /** The text of "Ask a question". */
    question: string;
  };
}

// ---------------------------------------------------------------------------------------------
// /terms-of-service and /privacy-policy
// ---------------------------------------------------------------------------------------------

/** A legal page: a title band with an intro, paragraphs before the first section, numbered sections. */
export interface LegalContent {
  /** Placeholders: {brand}; the privacy description also {effectiveDate}. */
  meta: PageMetaText;
  title: string;
  /** Placeholders: {brand} (terms), {effectiveDate} (privacy). */
  intro: string;
  /** Placeholders: {brand}, {email}, {address}. */
  lead: Block[];
  /** Placeholders: {email}. */
  sections: Section[];
}

export interface TermsContent extends LegalContent {
  /** The button back to the page the visitor came from. */
  back: string;
}

export interface PrivacyContent extends LegalContent {
  /** The policy's effective date, written as the locale writes dates. */
  effectiveDate: string;
}

// ---------------------------------------------------------------------------------------------
// / (home page sections)
// ---------------------------------------------------------------------------------------------

export interface HomeContent {
  /** Placeholders in the title: {brand}. */
  meta: PageMetaText;
  hero: { title: string; lead: string };
  howItWorks: {
    title: string;
    subtitle: string;
    /** Placeholders: {n} (1, 2, 3). */
    stepLabel: string;
    steps: { title: string; text: string }[];
  };
  about: {
    /** Placeholders: {brand}. */
    title: string;
    text: string;
    /** `value` is shown as written (20+, 99%, 13). */
    stats: { value: string; label: string }[];
    teamTitle: string;
    /** The portrait's alt text. Placeholders: {name}. */
    portraitAlt: string;
    /** Positions in the order of features/home/team.ts; names stay as written there. */
    positions: string[];
  };
  reviews: {
    title: string;
    /** Placeholders: {rating} (such as 4.9, formatted for the locale). */
    average: string;
    /** Shown after the average, with its leading separator. */
    source: string;
    /** The stars' aria-label. Placeholders: {rating}. */
    starsLabel: string;
    /** Text and relative date of each review, by the review id of features/home/reviews.ts. */
    items: { id: number; date: string; text: string }[];
  };
  faq: {
    title: string;
    /** `id` is the accordion value (same in every locale). */
    items: { id: string; question: string; answer: string }[];
  };
}

// ---------------------------------------------------------------------------------------------
// /thank-you
// ---------------------------------------------------------------------------------------------

export interface ThankYouContent {
  /** The page's `<title>`. */
  title: string;
  /** The page's `<meta name="description">`. */
  description: string;
  headline: string;
  /**
   * Rich: the emphasis on "right now". Placeholders: {hours} (BOOKING_CONFIRM_HOURS; translations
   * use an ICU plural over it, so pass the locale to `fill`/`renderRich`).
   */
  lead: Rich;
  reference: { label: string; hint: string };
  /**
   * Until when the car is held and how to keep it (docs/product.md §10), when the wizard's answer is known.
   * `until` placeholders: {car}, {date}, {time} (Tbilisi time); `bookingPage` is the link to the booking page.
   */
  hold: { until: string; howToKeep: string; bookingPage: string };
  /** Shown when the page has no booking reference. */
  noReference: { title: string; text: string };
  summary: {
    car: string;
    total: string;
    pickup: string;
    return: string;
    /** One place and time. Placeholders: {city}, {date}, {time}. */
    when: string;
  };
  messageButton: string;
  messageHint: string;
  next: { title: string; steps: string[] };
  backHome: string;
  /** The prefilled messaging-app text (lines). */
  message: {
    /** Without a reference: the visitor fills in the lines ending in ": ". */
    withoutReference: string[];
    /** With a reference: these lines, then `summary` when the booking is known, then `closing`. Placeholders: {reference}. */
    withReference: string[];
    /** Placeholders: {car}; {city}, {date}, {time} in the pickup and return lines. */
    summary: { car: string; pickup: string; return: string };
    closing: string[];
  };
}

// ---------------------------------------------------------------------------------------------
// /b/<token>: the customer's own booking page (docs/product.md §13)
// ---------------------------------------------------------------------------------------------

export interface MyBookingContent {
  /** The page's `<title>`. Placeholders: {reference}. */
  title: string;
  description: string;
  headline: string;
  referenceLabel: string;
  statusLabel: string;
  /**
   * The status in words: pending and not kept yet, kept by the customer, confirmed by us, on the
   * road (checked out), returned (checked in), cancelled.
   */
  status: { pending: string; kept: string; confirmed: string; on_rent: string; returned: string; cancelled: string };
  /** One sentence under the status: what it means now. */
  statusText: { pending: string; kept: string; confirmed: string; on_rent: string; returned: string; cancelled: string };
  hold: {
    /** Placeholders: {car}, {date}, {time} (Tbilisi time). */
    until: string;
    /** What happens at that time if the customer does nothing. */
    thenUnkept: string;
    /** The same once kept: we confirm it by then. */
    thenKept: string;
  };
  /** `inEmail`: the creator's link may not keep the booking; placeholder {email} (masked, `n…@example.com`). */
  keep: { title: string; text: string; button: string; inEmail: string };
  details: {
    title: string;
    car: string;
    pickup: string;
    return: string;
    /** One place and time. Placeholders: {city}, {date}, {time}. */
    when: string;
    insurance: string;
    extras: string;
    noExtras: string;
  };
  message: { button: string; hint: string };
  cancel: {
    title: string;
    link: string;
    /** Placeholders: {date}, {time} (Tbilisi time). */
    until: string;
    confirmTitle: string;
    confirmText: string;
    confirmButton: string;
    back: string;
    /** Pickup is less than 24 hours away. */
    tooLate: string;
  };
  /** After the forms (`?done=...`, `?error=...`). */
  /** `carWithYou`: a cancel refused because the car has been handed over (docs/product.md §10). */
  notices: { kept: string; cancelled: string; keepFailed: string; cancelFailed: string; carWithYou: string };
  /** While the car is on the road. Placeholders: returnBy {city}, {date}, {time} (Tbilisi time); call {phone}. */
  onRent: { title: string; returnBy: string; contact: string; call: string };
  /** Once the car is back. */
  returned: { title: string; text: string; receipt: string };
  /** Once the car is handed over: the rental total, the charges, the payments and the balance ({amount}: "17.65 EUR"). */
  money: {
    title: string;
    total: string;
    charges: string;
    payments: string;
    none: string;
    balance: { settled: string; due: string; owed: string };
    charge: Record<'fuel' | 'damage' | 'late' | 'extra_day' | 'cleaning' | 'other', string>;
    method: Record<'cash' | 'card' | 'transfer', string>;
  };
  /** The pre-check-in section (docs/product.md §13): documents, permit, second driver. */
  precheckin: {
    title: string;
    intro: string;
    /** Placeholders: {max} (MB per file), {days} (kept after the return). */
    rules: string;
    licence: string;
    passport: string;
    /** What was received of one document. Placeholders: {type} (JPEG, PNG, PDF), {size}, {date}, {time} (Tbilisi time). */
    sent: string;
    notSent: string;
    /** Under a document already sent. */
    replaceHint: string;
    permit: string;
    secondDriver: string;
    secondDriverHint: string;
    licenceNumber: string;
    passportNumber: string;
    submit: string;
    /** Nothing can be sent any more (cancelled, or the rental is over). */
    closed: string;
    /** File sizes: "240 KB", "3.1 MB". */
    units: { kb: string; mb: string };
    /** After the form. Placeholders in documentSize: {max}. */
    notices: { saved: string; documentType: string; documentSize: string; secondDriver: string; closed: string; invalid: string };
  };
  /** The link to the rental agreement once the car is handed over. */
  agreement: { title: string; text: string; link: string };
  backHome: string;
}

// ---------------------------------------------------------------------------------------------
// 404
// ---------------------------------------------------------------------------------------------

export interface NotFoundContent {
  /** Placeholders in the title: {brand}. */
  meta: PageMetaText;
  heading: string;
  text: string;
  homeButton: string;
}

/** Every page with content data, by the name `loadContent` takes. */
export interface ContentByPage {
  guide: GuideContent;
  terms: TermsContent;
  privacy: PrivacyContent;
  home: HomeContent;
  thankYou: ThankYouContent;
  myBooking: MyBookingContent;
  notFound: NotFoundContent;
}

export type ContentPage = keyof ContentByPage;
