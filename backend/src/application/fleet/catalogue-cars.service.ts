import { Injectable, Logger } from '@nestjs/common';
import { carKey } from '../../domain/catalogue/cars.js';
import { parseCarEntry, type CarEntryInput } from '../../domain/catalogue/car-entry.js';
import { UnknownCarError, ValidationError } from '../../domain/errors.js';
import { CatalogueRepository, type CatalogueCar, type CatalogueChange } from '../ports/catalogue.repository.js';
import { Clock } from '../ports/clock.js';
import { CurrentPrices } from '../pricing/current-prices.service.js';
import { toChangeView, type PriceChangeView } from '../pricing/price-list.service.js';

/**
 * The cars of the catalogue (`rentals cars list|add|edit|hide`): rates, class, seats and texts in the
 * four languages. A hidden car is not offered (not quoted, not bookable, not on the site); its
 * bookings are kept. Every change is in the price history.
 */
@Injectable()
export class CatalogueCarsService {
  private readonly logger = new Logger(CatalogueCarsService.name);

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly prices: CurrentPrices,
    private readonly clock: Clock,
  ) {}

  list(): Promise<CatalogueCar[]> {
    return this.catalogue.cars();
  }

  /**
   * A new car of the site: name, class, seats and a daily rate (or four tiers) are required. It is on
   * the site and bookable (once it has units: `rentals units add`) as soon as every instance has read
   * the new tables.
   */
  async add(input: CarEntryInput, by: string): Promise<PriceChangeView> {
    const entry = parseCarEntry(input);
    const missing = (['name', 'carClass', 'seats', 'tiers'] as const).filter((k) => entry[k] === undefined);
    if (missing.length) {
      throw new ValidationError(missing.map((k) => ({ field: k === 'carClass' ? 'class' : k === 'tiers' ? 'daily' : k, type: 'required', message: `--${k === 'carClass' ? 'class' : k === 'tiers' ? 'daily (or --tiers)' : k} is required` })));
    }
    return this.change(by, ({ cars }) => {
      const taken = cars.find((c) => carKey(c.name) === carKey(entry.name!));
      if (taken) throw new ValidationError([{ field: 'name', type: 'conflict', message: `a car named "${taken.name}" exists already${taken.hidden ? ' (hidden: `rentals cars edit` shows it again with --show)' : ''}` }]);
      return { kind: 'car-add', car: { name: entry.name!, tiers: entry.tiers!, fleet: true, hidden: false, carClass: entry.carClass!, seats: entry.seats!, texts: entry.texts } };
    });
  }

  /** Changes the fields given; `show` false hides the car, true offers it again. */
  async edit(name: unknown, input: Omit<CarEntryInput, 'name'> & { show?: boolean }, by: string): Promise<PriceChangeView> {
    const entry = parseCarEntry({ ...input });
    return this.change(by, ({ cars }) => {
      const car = find(cars, name);
      const texts = { ...car.texts };
      for (const [locale, t] of Object.entries(entry.texts)) texts[locale] = { ...texts[locale], ...t };
      return {
        kind: 'car-edit',
        name: car.name,
        car: { ...car, tiers: entry.tiers ?? car.tiers, carClass: entry.carClass ?? car.carClass, seats: entry.seats ?? car.seats, texts, hidden: input.show === undefined ? car.hidden : !input.show },
      };
    });
  }

  hide(name: unknown, by: string): Promise<PriceChangeView> {
    return this.edit(name, { show: false }, by);
  }

  private async change(by: string, decide: (current: { cars: CatalogueCar[] }) => CatalogueChange): Promise<PriceChangeView> {
    const who = by.trim().slice(0, 100) || 'unknown';
    const change = await this.catalogue.change(who, this.clock.now(), decide);
    this.prices.invalidate();
    this.logger.log(`catalogue change by ${who}: ${change.subject}`);
    return toChangeView(change);
  }
}

function find(cars: CatalogueCar[], name: unknown): CatalogueCar {
  const key = carKey(String(name ?? ''));
  const car = cars.find((c) => carKey(c.name) === key);
  if (!car) throw new UnknownCarError(String(name ?? ''), cars.map((c) => c.name), 'car');
  return car;
}
