import { ValidationError } from '../errors.js';
import { BLOCK_MESSAGES as B, parseBlockRequest } from './blocks.js';

const TODAY = '2026-07-01';

describe('maintenance block requests', () => {
  it.each([
    [{ from: '2026-07-03', to: '2026-07-05' }, '2026-07-03', '2026-07-05', null, '2026-07-02T20:00:00.000Z', '2026-07-05T20:00:00.000Z'],
    [{ from: TODAY, to: TODAY, reason: '  brake   pads ' }, TODAY, TODAY, 'brake pads', '2026-06-30T20:00:00.000Z', '2026-07-01T20:00:00.000Z'],
    [{ from: '2026-07-03', to: '2027-07-02', reason: '' }, '2026-07-03', '2027-07-02', null, '2026-07-02T20:00:00.000Z', '2027-07-02T20:00:00.000Z'],
  ])('%j', (raw, from, to, reason, start, end) => {
    const block = parseBlockRequest(raw, TODAY);
    expect(block).toMatchObject({ from, to, reason });
    expect([block.period.start.toISOString(), block.period.end.toISOString()]).toEqual([start, end]);
  });

  it.each([
    [{ to: '2026-07-05' }, [['from', 'required', B.from]]],
    [{ from: '2026-07-03' }, [['to', 'required', B.to]]],
    [{ from: '2026-07-32', to: '2026-07-05' }, [['from', 'format', B.from]]],
    [{ from: '2026-07-03', to: 'friday' }, [['to', 'format', B.to]]],
    [{ from: '2026-06-30', to: '2026-07-05' }, [['from', 'rule', B.fromInPast]]],
    [{ from: '2026-07-05', to: '2026-07-04' }, [['to', 'rule', B.toBeforeFrom]]],
    [{ from: '2026-07-03', to: '2027-07-03' }, [['to', 'rule', B.tooLong]]],
    [{ from: '2026-07-03', to: '2026-07-05', reason: 'x'.repeat(201) }, [['reason', 'max', B.reason]]],
    [{ from: '2026-07-03', to: '2026-07-05', reason: 42 }, [['reason', 'format', B.reason]]],
  ])('%j is refused', (raw, expected) => {
    try {
      parseBlockRequest(raw, TODAY);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).errors.map((x) => [x.field, x.type, x.message])).toEqual(expected);
    }
  });
});
