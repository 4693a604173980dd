import { Module } from '@nestjs/common';
import { PdfkitAgreementRenderer } from '../adapters/pdf/pdfkit-agreement.renderer.js';
import { NbgHttpRatesSource } from '../adapters/rates/nbg-http.rates-source.js';
import { AddChargeService } from '../application/money/add-charge.service.js';
import { BookingMoney } from '../application/money/booking-money.js';
import { ExchangeRatesService } from '../application/money/exchange-rates.service.js';
import { HandoverMoneyService } from '../application/money/handover-money.service.js';
import { PaymentsReportService } from '../application/money/payments-report.service.js';
import { ReceiptService } from '../application/money/receipt.service.js';
import { RecordPaymentService } from '../application/money/record-payment.service.js';
import { AgreementRenderer } from '../application/ports/agreement-renderer.js';
import { RatesSource } from '../application/ports/rates-source.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [BookingMoney, ExchangeRatesService, RecordPaymentService, AddChargeService, PaymentsReportService, ReceiptService, HandoverMoneyService];

/**
 * The rental's money (docs/product.md, "Payments and charges"): payments, charges, the exchange
 * rates of the National Bank of Georgia, the receipt. Its PDF renderer also makes the agreement (staff).
 */
@Module({
  imports: [SharedModule],
  providers: [{ provide: RatesSource, useClass: NbgHttpRatesSource }, { provide: AgreementRenderer, useClass: PdfkitAgreementRenderer }, ...USE_CASES],
  exports: [AgreementRenderer, ...USE_CASES],
})
export class MoneyModule {}
