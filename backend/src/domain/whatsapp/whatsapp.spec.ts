import { LOCALES } from '../site/locales.js';
import { bookingTemplateMessage, type TemplateBooking } from './booking-templates.js';
import { e164Digits, isStop, laterStatus, readWebhook, referencesIn } from './inbound.js';
import { dueReminders, type ReminderFacts } from './reminders.js';
import { namedParameters, TEMPLATE_PARAMETERS, TEMPLATE_TEXTS, templateCreateRequests, WHATSAPP_TEMPLATES } from './templates.js';

const booking: TemplateBooking = {
  reference: 'GR-7K3Q9P',
  customerName: 'Nino Beridze',
  customerPhone: '+995 555 12 34 56',
  carType: 'Toyota FJ Cruiser',
  pickupLocation: 'tbilisi',
  pickupDate: '2026-06-12',
  pickupTime: '10:00',
  dropoffLocation: 'batumi',
  returnDate: '2026-06-17',
  returnTime: '18:00',
  totalPrice: 450,
  locale: 'en',
};

describe('references in a message', () => {
  it.each([
    ['gr 7k3q9p', ['GR-7K3Q9P']],
    ['GR-7K3Q9P', ['GR-7K3Q9P']],
    ['gr7k3q9p', ['GR-7K3Q9P']],
    ['Hi, booking Gr - 7K3q9P please', ['GR-7K3Q9P']],
    ['two: GR-7K3Q9P and gr-abcdef', ['GR-7K3Q9P', 'GR-ABCDEF']],
    ['GR-7K3Q9PX (too long)', []],
    ['XGR-7K3Q9P', []],
    ['GR-7K3Q0P (0 is not in references)', []],
    ['no reference here', []],
  ])('%s', (text, refs) => expect(referencesIn(text)).toEqual(refs));
});

describe('STOP and numbers', () => {
  it.each([
    ['STOP', true],
    ['stop', true],
    [' Stop. ', true],
    ['СТОП', true],
    ['stop the car at 10', false],
  ])('isStop(%j) = %s', (text, stop) => expect(isStop(text)).toBe(stop));
  it.each([
    ['+995 555 12 34 56', '995555123456'],
    ['00995 555 123 456', '995555123456'],
    ['555 123 456', '995555123456'],
    ['0555123456', '995555123456'],
    ['+1 (415) 555-0100', '14155550100'],
    ['12345', null],
    ['+0 555 123 456', null],
  ])('e164Digits(%j) = %j', (phone, digits) => expect(e164Digits(phone)).toBe(digits));
});

describe('templates', () => {
  it('every language names the same parameters as the template declares', () => {
    for (const name of WHATSAPP_TEMPLATES) for (const locale of LOCALES) expect(namedParameters(TEMPLATE_TEXTS[name][locale])).toEqual([...TEMPLATE_PARAMETERS[name]]);
  });

  it('the create requests: 16, UTILITY, named parameters with an example each', () => {
    const requests = templateCreateRequests(LOCALES);
    expect(requests).toHaveLength(16);
    for (const r of requests) {
      expect(r).toMatchObject({ category: 'UTILITY', parameter_format: 'named' });
      const examples = r.components[0].example.body_text_named_params;
      expect(examples.map((e) => e.param_name)).toEqual([...TEMPLATE_PARAMETERS[r.name]]);
      for (const e of examples) expect(e.example).toBeTruthy();
    }
  });

  const cases = WHATSAPP_TEMPLATES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const));
  it.each(cases)('%s in %s: to the number in E.164, every parameter filled', (name, locale) => {
    const message = bookingTemplateMessage(name, { ...booking, locale }, { heldUntil: '2026-06-01T10:00:00.000Z', reviewUrl: 'https://g.page/r/x/review' })!;
    expect(message).toMatchObject({ messaging_product: 'whatsapp', to: '995555123456', type: 'template', template: { name, language: { code: locale } } });
    const params = message.template.components[0].parameters;
    expect(params.map((p) => p.parameter_name)).toEqual([...TEMPLATE_PARAMETERS[name]]);
    for (const p of params) {
      expect(p.type).toBe('text');
      expect(p.text.trim()).not.toBe('');
      expect(p.text).not.toBe('-');
    }
    const values = Object.fromEntries(params.map((p) => [p.parameter_name, p.text]));
    if ('reference' in values) expect(values.reference).toBe('GR-7K3Q9P');
    if ('review_url' in values) expect(values.review_url).toBe('https://g.page/r/x/review');
  });

  it('no message to a phone that is no E.164 number', () => {
    expect(bookingTemplateMessage('pickup_reminder', { ...booking, customerPhone: '123' }, {})).toBeNull();
  });
});

describe('reminders', () => {
  const b = (status: ReminderFacts['status']): ReminderFacts => ({ status, pickupDate: '2026-06-12', pickupTime: '10:00', returnDate: '2026-06-17', returnTime: '18:00' });
  // Tbilisi is UTC+4.
  it.each([
    ['confirmed', '2026-06-11T13:59:00Z', []],
    ['confirmed', '2026-06-11T14:00:00Z', ['pickup_reminder']],
    ['confirmed', '2026-06-12T05:59:00Z', ['pickup_reminder']],
    ['confirmed', '2026-06-12T06:00:00Z', []],
    ['pending', '2026-06-11T14:00:00Z', []],
    ['on_rent', '2026-06-17T04:59:00Z', []],
    ['on_rent', '2026-06-17T05:00:00Z', ['return_reminder']],
    ['on_rent', '2026-06-17T14:00:00Z', []],
    ['returned', '2026-06-17T16:59:00Z', []],
    ['returned', '2026-06-17T17:00:00Z', ['review_request']],
    ['returned', '2026-06-24T16:59:00Z', ['review_request']],
    ['returned', '2026-06-24T17:00:00Z', []],
  ] as const)('%s at %s: %j', (status, at, due) => expect(dueReminders(b(status), new Date(at), true)).toEqual(due));
  it('no review request without REVIEW_URL', () => expect(dueReminders(b('returned'), new Date('2026-06-18T00:00:00Z'), false)).toEqual([]));
});

describe('webhook content', () => {
  it('reads messages and statuses, skips malformed parts', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'smb_message_echoes', value: { message_echoes: [{ id: 'x' }] } },
            {
              field: 'messages',
              value: {
                contacts: [{ wa_id: '995555123456', profile: { name: 'Nino' } }],
                messages: [
                  { from: '995555123456', id: 'wamid.1', timestamp: '1767225600', type: 'text', text: { body: 'hi' } },
                  { from: 'not a number', id: 'wamid.2', type: 'text', text: { body: 'x' } },
                  { from: '995555123456', id: 'wamid.3', type: 'image', image: {} },
                ],
                statuses: [
                  { id: 'wamid.out', status: 'failed', timestamp: '1767225600', errors: [{ code: 131026, title: 'Message undeliverable' }] },
                  { id: 'wamid.out2', status: 'weird' },
                ],
              },
            },
          ],
        },
      ],
    };
    const content = readWebhook(body, at);
    expect(content.messages).toEqual([
      { id: 'wamid.1', from: '995555123456', profileName: 'Nino', text: 'hi', sentAt: new Date('2026-01-01T00:00:00Z') },
      { id: 'wamid.3', from: '995555123456', profileName: 'Nino', text: '[image]', sentAt: at },
    ]);
    expect(content.statuses).toEqual([{ messageId: 'wamid.out', status: 'failed', at: new Date('2026-01-01T00:00:00Z'), error: '131026 Message undeliverable' }]);
    expect(readWebhook('garbage', at)).toEqual({ messages: [], statuses: [] });
    expect(readWebhook({ object: 'page', entry: [] }, at)).toEqual({ messages: [], statuses: [] });
  });
  it('statuses only move forward', () => {
    expect(laterStatus('delivered', 'sent')).toBe(false);
    expect(laterStatus('sent', 'read')).toBe(true);
    expect(laterStatus('read', 'failed')).toBe(true);
  });
});
