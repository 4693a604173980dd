import { redact } from './request-logger.js';

describe('redact', () => {
  it('removes e-mail addresses and phone numbers from logged paths', () => {
    expect(redact('/x/jane.doe@example.com/y')).toBe('/x/[redacted]/y');
    expect(redact('/call/+995555123456')).toBe('/call/[redacted]');
    expect(redact('/call/%2B995%20555%20123%20456')).not.toMatch(/555/);
  });

  it('keeps ordinary paths', () => {
    expect(redact('/assets/index-Cugl7LFG.js')).toBe('/assets/index-Cugl7LFG.js');
    expect(redact('/a1b2c3d4')).toBe('/a1b2c3d4');
  });
});
