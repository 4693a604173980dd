/** Where the National Bank of Georgia's rates come from (NBG_RATES_URL). */
export abstract class RatesSource {
  /** The parsed JSON answer; throws with a reason when the address cannot be read or is not JSON. */
  abstract fetchJson(): Promise<unknown>;
}
