import { ValidationError } from '../errors.js';
import { minutesLeft, parseNewStaff, validateNewPassword, validateStaffName } from './staff-account.js';

describe('staff accounts', () => {
  it.each([
    ['  Nino   Beridze ', 'Nino Beridze'],
    ["O'Brien", "O'Brien"],
    ['ნინო', 'ნინო'],
  ])('accepts the name %j as %j', (raw, name) => {
    expect(validateStaffName(raw)).toBe(name);
  });

  it.each([[''], ['   '], ['a'.repeat(65)], ['<script>'], ['nino\u202e'], [42]])('refuses the name %j', (raw) => {
    expect(() => validateStaffName(raw)).toThrow(ValidationError);
  });

  it.each([
    [{ name: 'nino', email: 'nino@example.com' }, { name: 'nino', email: 'nino@example.com', role: 'staff' }],
    [{ name: 'giorgi', email: ' g@example.ge ', role: 'Manager' }, { name: 'giorgi', email: 'g@example.ge', role: 'manager' }],
  ])('reads %j', (input, expected) => {
    expect(parseNewStaff(input)).toEqual(expected);
  });

  it.each([
    [{ name: 'nino', email: 'not-an-address' }, ['email']],
    [{ name: '', email: '' }, ['name', 'email']],
    [{ name: 'nino', email: 'n@example.com', role: 'boss' }, ['role']],
  ])('names the wrong fields of %j', (input, fields) => {
    try {
      parseNewStaff(input);
      throw new Error('accepted');
    } catch (e) {
      expect((e as ValidationError).errors.map((f) => f.field)).toEqual(fields);
    }
  });

  it.each([
    ['short', 'short', 'password'],
    ['long enough password', 'long enough passwore', 'repeat'],
  ])('refuses the password %j repeated as %j (field %s)', (p, r, field) => {
    expect(() => validateNewPassword(p, r)).toThrow(expect.objectContaining({ errors: [expect.objectContaining({ field })] }));
  });

  it('accepts a long password typed twice', () => {
    expect(validateNewPassword('correct horse battery', 'correct horse battery')).toBe('correct horse battery');
  });

  it('counts the minutes left up to a whole minute', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    expect(minutesLeft(now, new Date('2026-07-01T10:14:01Z'))).toBe(15);
    expect(minutesLeft(now, now)).toBe(1);
  });
});
