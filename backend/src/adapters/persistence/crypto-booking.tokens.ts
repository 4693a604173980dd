import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BookingTokens, type IssuedToken } from '../../application/ports/booking-tokens.js';
import { BOOKING_TOKEN_BYTES } from '../../domain/booking/booking-page.js';

/** 128 random bits from the operating system's cryptographic source, base64url; stored as SHA-256 hex. */
@Injectable()
export class CryptoBookingTokens extends BookingTokens {
  issue(): IssuedToken {
    const token = randomBytes(BOOKING_TOKEN_BYTES).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
