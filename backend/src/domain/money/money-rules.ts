import { bookingCapabilities } from '../booking/capabilities.js';
import type { BookingStatus } from '../booking/status.js';
import { HandoverRefusedError } from '../errors.js';
import { amountText } from './money.js';

/** A step of the desk's money: a payment taken, money handed back, a charge added. */
type MoneyStep = 'payment' | 'refund' | 'charge';

type MoneyFacts = { reference: string; status: BookingStatus; pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; prepaidFuel?: boolean };

/**
 * Why `step` of `eurCents` is refused on a booking whose balance is `balanceCents` (total + charges
 * − payments + refunds), or null when it is allowed. What a status allows comes from
 * bookingCapabilities (pay, charge, refund); a refund hands back at most what was overpaid.
 */
function moneyStepRefusal(step: MoneyStep, b: MoneyFacts, balanceCents: number, eurCents: number, now: Date): string | null {
  const caps = bookingCapabilities({ ...b, verified: true, holdExpiresAt: null, balanceCents }, now);
  const status = b.status;
  if (step === 'payment') return caps.pay ? null : `Booking ${b.reference} is ${status}: payments are taken once it is confirmed, until after the return`;
  if (step === 'charge') return caps.charge ? null : `Booking ${b.reference} is ${b.status}: charges are added once the car is handed over (on the road or returned)`;
  if (!caps.charge) return `Booking ${b.reference} is ${status}: money is handed back only once the car is on the road or back`;
  if (!caps.refund) {
    return `Nothing to hand back on ${b.reference}: ${balanceCents === 0 ? 'the balance is settled' : `the customer still owes ${amountText(balanceCents)} EUR`}`;
  }
  if (eurCents > -balanceCents) return `At most ${amountText(-balanceCents)} EUR can be handed back on ${b.reference} (what was overpaid), not ${amountText(eurCents)} EUR`;
  return null;
}

/** moneyStepRefusal as a HandoverRefusedError (409 on a page, exit 4 in the CLI). */
export function assertMoneyStep(step: MoneyStep, b: MoneyFacts, balanceCents: number, eurCents: number, now: Date): void {
  const refusal = moneyStepRefusal(step, b, balanceCents, eurCents, now);
  if (refusal) throw new HandoverRefusedError(refusal);
}
