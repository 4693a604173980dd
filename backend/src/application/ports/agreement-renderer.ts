import type { AgreementData } from '../../domain/agreement/agreement.js';

/** Makes the rental agreement (docs/staff.md) as a PDF file. */
export abstract class AgreementRenderer {
  /** The PDF bytes of the agreement of `data`, in `data.locale`. */
  abstract render(data: AgreementData): Promise<Uint8Array>;
}
