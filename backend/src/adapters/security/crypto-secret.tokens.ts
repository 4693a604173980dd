import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SecretTokens } from '../../application/ports/secret-tokens.js';

/** 256 bits from the operating system's cryptographic source, base64url; stored as SHA-256 hex. */
@Injectable()
export class CryptoSecretTokens extends SecretTokens {
  issue(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
