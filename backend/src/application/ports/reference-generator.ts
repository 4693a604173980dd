/** Produces booking references such as `GR-7K3Q9P` (the repository retries on a collision). */
export abstract class ReferenceGenerator {
  abstract next(): string;
}
