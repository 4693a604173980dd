/** Hashes and checks staff passwords (argon2id in the adapter). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for a wrong password or a hash it cannot read; never throws for those. */
  abstract verify(hash: string, password: string): Promise<boolean>;
}
