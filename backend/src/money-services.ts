import { NbgHttpRatesSource } from './adapters/rates/nbg-http.rates-source.js';
import { AddChargeService } from './application/money/add-charge.service.js';
import { BookingMoney } from './application/money/booking-money.js';
import { HandoverMoneyService } from './application/money/handover-money.service.js';
import { ExchangeRatesService } from './application/money/exchange-rates.service.js';
import { PaymentsReportService } from './application/money/payments-report.service.js';
import { ReceiptService } from './application/money/receipt.service.js';
import { RecordPaymentService } from './application/money/record-payment.service.js';
import { RatesSource } from './application/ports/rates-source.js';

/** The rental's money (docs/product.md, "Payments and charges"): provided and exported by CoreModule. */
export const MONEY_SERVICES = [BookingMoney, ExchangeRatesService, RecordPaymentService, AddChargeService, PaymentsReportService, ReceiptService, HandoverMoneyService];

export const MONEY_CORE_ADAPTERS = [{ provide: RatesSource, useClass: NbgHttpRatesSource }];
