import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ReferenceGenerator } from '../../application/ports/reference-generator.js';
import { generateReference } from '../../domain/booking/reference.js';

const RANGE = 2 ** 32;

/** Booking references from the domain's alphabet, drawn with a cryptographic random source. */
@Injectable()
export class CryptoReferenceGenerator extends ReferenceGenerator {
  next(): string {
    return generateReference(() => randomInt(0, RANGE) / RANGE);
  }
}
