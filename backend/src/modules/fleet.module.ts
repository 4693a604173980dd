import { Module } from '@nestjs/common';
import { CheckAvailabilityService } from '../application/availability/check-availability.service.js';
import { CarPhotosService } from '../application/fleet/car-photos.service.js';
import { CatalogueCarsService } from '../application/fleet/catalogue-cars.service.js';
import { ListFleetService } from '../application/fleet/list-fleet.service.js';
import { CurrentPrices } from '../application/pricing/current-prices.service.js';
import { AddUnitService } from '../application/units/add-unit.service.js';
import { BlockUnitService } from '../application/units/block-unit.service.js';
import { FleetCalendarService } from '../application/units/fleet-calendar.service.js';
import { ListBlocksService } from '../application/units/list-blocks.service.js';
import { ListUnitsService } from '../application/units/list-units.service.js';
import { ReactivateUnitService } from '../application/units/reactivate-unit.service.js';
import { RemoveBlockService } from '../application/units/remove-block.service.js';
import { RetireUnitService } from '../application/units/retire-unit.service.js';
import { AppConfig } from '../config/app-config.js';
import { PricingModule } from './pricing.module.js';
import { SharedModule } from './shared.module.js';

const USE_CASES = [
  CatalogueCarsService,
  CarPhotosService,
  CheckAvailabilityService,
  ListUnitsService,
  AddUnitService,
  RetireUnitService,
  ReactivateUnitService,
  BlockUnitService,
  ListBlocksService,
  RemoveBlockService,
  FleetCalendarService,
];

/** The cars (catalogue, photos, the site's fleet), their units (physical cars), blocks, the calendar and availability. */
@Module({
  imports: [SharedModule, PricingModule],
  providers: [
    {
      provide: ListFleetService,
      useFactory: (config: AppConfig, prices: CurrentPrices, photos: CarPhotosService) =>
        new ListFleetService(config.site.videoIds, () => prices.get(), () =>
          // The fleet needs no database: with none read yet and the database away, the cars show their drawings.
          photos.sitePhotos().catch(() => ({ version: 'none', photos: {} })),
        ),
      inject: [AppConfig, CurrentPrices, CarPhotosService],
    },
    ...USE_CASES,
  ],
  exports: [ListFleetService, ...USE_CASES],
})
export class FleetModule {}
