/** The current time; a port so that tests can move time (booking expiry, visit retention). */
export abstract class Clock {
  abstract now(): Date;
}
