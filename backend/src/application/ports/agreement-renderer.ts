import type { AgreementData, AgreementDocument } from '../../domain/agreement/agreement.js';

/** Makes the rental agreement (docs/staff.md) as a PDF file. */
export abstract class AgreementRenderer {
  /** The PDF bytes of the agreement of `data`, in `data.locale`. */
  abstract render(data: AgreementData): Promise<Uint8Array>;
  /** The PDF bytes of a laid-out document in the agreement's style (the receipt, domain/money/receipt.ts). */
  abstract renderDocument(document: AgreementDocument): Promise<Uint8Array>;
}
