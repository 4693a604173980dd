import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../domain/errors.js';
import { ClickRepository } from '../ports/click.repository.js';
import { DEVICE_FINGERPRINT, DEVICE_FINGERPRINT_MESSAGE } from './click-rules.js';
import { toClickView, type ClickView } from './click-view.js';

/** The latest click id saved for a device (GET /api/gclid/latest, docs/api.md); null when none. */
@Injectable()
export class LatestClickService {
  constructor(private readonly clicks: ClickRepository) {}

  async execute(deviceFingerprint: string): Promise<ClickView | null> {
    const fingerprint = typeof deviceFingerprint === 'string' ? deviceFingerprint.trim() : '';
    if (!DEVICE_FINGERPRINT.test(fingerprint)) {
      throw new ValidationError([
        fingerprint
          ? { field: 'deviceFingerprint', type: 'format', message: DEVICE_FINGERPRINT_MESSAGE }
          : { field: 'deviceFingerprint', type: 'required', message: 'deviceFingerprint is required' },
      ]);
    }
    const latest = await this.clicks.latestFor(fingerprint);
    return latest ? toClickView(latest) : null;
  }
}
