import { isDelivered, signatureHeaderValue, webhookBody, webhookEvent } from './webhook-event.js';

describe('webhook events', () => {
  const at = new Date('2026-11-23T10:15:00.000Z');
  it.each([
    ['created', 'booking.created'],
    ['confirmed', 'booking.confirmed'],
    ['cancelled', 'booking.cancelled'],
    ['expired', 'booking.expired'],
    ['moved', 'booking.moved'],
  ] as const)('a %s change is a %s event', (change, type) => {
    const event = webhookEvent('3b8f3f3e-0c1a-4f7e-9a55-1b2c3d4e5f60', change, at, { reference: 'GR-7K3Q9P' });
    expect(event).toEqual({ id: '3b8f3f3e-0c1a-4f7e-9a55-1b2c3d4e5f60', type, occurredAt: '2026-11-23T10:15:00.000Z', booking: { reference: 'GR-7K3Q9P' } });
  });

  it('has exactly the fields id, type, occurredAt, booking in the raw body, in that order', () => {
    const body = webhookBody(webhookEvent('e1', 'moved', at, { reference: 'GR-1', unit: 'FJ-103-GE' }));
    expect(body).toBe('{"id":"e1","type":"booking.moved","occurredAt":"2026-11-23T10:15:00.000Z","booking":{"reference":"GR-1","unit":"FJ-103-GE"}}');
    expect(Object.keys(JSON.parse(body))).toEqual(['id', 'type', 'occurredAt', 'booking']);
  });

  it('writes the signature header as sha256=<hex>', () => {
    expect(signatureHeaderValue('ab12')).toBe('sha256=ab12');
  });

  it.each([
    [200, true],
    [201, true],
    [204, true],
    [299, true],
    [199, false],
    [301, false],
    [400, false],
    [410, false],
    [500, false],
    [503, false],
  ])('status %i delivered: %s', (status, delivered) => {
    expect(isDelivered(status)).toBe(delivered);
  });
});
