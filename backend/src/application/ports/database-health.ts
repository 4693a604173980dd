/** Whether the database answers. */
export abstract class DatabaseHealth {
  /** Resolves true when a trivial query succeeds within a short time; never throws. */
  abstract isUp(): Promise<boolean>;
}
