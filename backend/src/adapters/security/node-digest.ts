import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Digest } from '../../application/ports/digest.js';

/** Node's native SHA-256, synchronous. */
@Injectable()
export class NodeDigest extends Digest {
  sha256Hex(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
