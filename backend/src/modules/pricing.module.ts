import { Module } from '@nestjs/common';
import { ChangePricesService } from '../application/pricing/change-prices.service.js';
import { CurrentPrices } from '../application/pricing/current-prices.service.js';
import { PriceListService } from '../application/pricing/price-list.service.js';
import { QuotePriceService } from '../application/pricing/quote-price.service.js';
import { SharedModule } from './shared.module.js';

/** The price tables (stored in the catalogue): quoting, the price list, and staff changing prices. */
@Module({
  imports: [SharedModule],
  providers: [
    CurrentPrices,
    { provide: QuotePriceService, useFactory: (prices: CurrentPrices) => new QuotePriceService(prices), inject: [CurrentPrices] },
    PriceListService,
    ChangePricesService,
  ],
  exports: [CurrentPrices, QuotePriceService, PriceListService, ChangePricesService],
})
export class PricingModule {}
