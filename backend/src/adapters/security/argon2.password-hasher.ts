import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../../application/ports/password-hasher.js';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 11 ms a hash here. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Staff passwords hashed with argon2id (@node-rs/argon2); the hash string carries its own salt and parameters. */
@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
}
