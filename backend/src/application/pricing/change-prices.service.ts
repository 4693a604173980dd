import { Injectable, Logger } from '@nestjs/common';
import { ValidationError } from '../../domain/errors.js';
import { parseEuros, parseInsuranceType, parseRoute, parseSeason, parseServiceKey, parseTiers, type SeasonInput } from '../../domain/pricing/price-changes.js';
import { requirePricedCar, shortDate } from '../../domain/pricing/price-tables.js';
import { priceBooking } from '../../domain/booking/total.js';
import type { ServiceKey } from '../../domain/booking/services.js';
import type { Location } from '../../domain/catalogue/locations.js';
import { addDays, todayInTbilisi } from '../../domain/shared/dates.js';
import { Clock } from '../ports/clock.js';
import { CatalogueRepository, type CatalogueChange, type PriceChange } from '../ports/catalogue.repository.js';
import type { PriceTables } from '../../domain/pricing/price-tables.js';
import { CurrentPrices } from './current-prices.service.js';
import { toChangeView, type PriceChangeView } from './price-list.service.js';

/**
 * The managers' price changes (CLI `prices set`, `fees set`, `services set`, `insurance set`, `seasons add|remove`;
 * `/staff/prices`): each checked by the domain against the current tables, stored with who, when,
 * before and after, and used by every instance within seconds (CurrentPrices). Bad input changes
 * nothing. `preview` answers what a change would make of the tables without storing it.
 */
@Injectable()
export class ChangePricesService {
  private readonly logger = new Logger(ChangePricesService.name);

  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly prices: CurrentPrices,
    private readonly clock: Clock,
  ) {}

  setRates(car: unknown, tiers: unknown, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'rates', car, tiers }, by);
  }

  setFee(from: unknown, to: unknown, eur: unknown, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'fee', from, to, fee: eur }, by);
  }

  setService(key: unknown, eur: unknown, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'service', key, price: eur }, by);
  }

  /** EUR per rental day of an insurance choice (`rentals insurance set <type> <eur>`). */
  setInsurance(type: unknown, eur: unknown, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'insurance', type, price: eur }, by);
  }

  addSeason(input: SeasonInput, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'season-add', season: input }, by);
  }

  removeSeason(name: unknown, by: string): Promise<PriceChangeView> {
    return this.apply({ kind: 'season-remove', name }, by);
  }

  /** Checks a change and stores it (a refused one changes nothing). */
  async apply(req: PriceChangeRequest, by: string): Promise<PriceChangeView> {
    const decide = decider(req);
    return this.change(by, decide);
  }

  /**
   * What a change would do, without storing it: checked like `apply` (same errors), and priced on a
   * sample rental with the tables before and after ("a 7-day Toyota FJ Cruiser from 10 Jul: €469 → €563").
   */
  async preview(req: PriceChangeRequest): Promise<PricePreview> {
    const decide = decider(req);
    const tables = await this.catalogue.tables();
    const change = decide({ tables });
    return previewOf(change, tables, withChange(tables, change), todayInTbilisi(this.clock.now()));
  }

  private async change(by: string, decide: Decide): Promise<PriceChangeView> {
    const who = by.trim().slice(0, 100) || 'unknown';
    const change: PriceChange = await this.catalogue.change(who, this.clock.now(), decide);
    this.prices.invalidate();
    this.logger.log(`price change by ${who}: ${change.subject}`);
    return toChangeView(change);
  }
}

type Decide = (current: { tables: PriceTables }) => CatalogueChange;

/** A change as typed by a manager (CLI options, the page's form fields), not yet checked. */
export type PriceChangeRequest =
  | { kind: 'rates'; car: unknown; tiers: unknown }
  | { kind: 'fee'; from: unknown; to: unknown; fee: unknown }
  | { kind: 'service'; key: unknown; price: unknown }
  | { kind: 'insurance'; type: unknown; price: unknown }
  | { kind: 'season-add'; season: SeasonInput }
  | { kind: 'season-remove'; name: unknown };

export type PricePreview = {
  /** "a 7-day Toyota FJ Cruiser from 10 Jul, Tbilisi to Tbilisi" */
  sample: string;
  before: number;
  after: number;
  /** What changes, in words: "Toyota FJ Cruiser: 70, 68, 67, 63 → 75, 73, 71, 68". */
  summary: string;
};

/** The domain's checks for a request, run against the current tables (inside the change's transaction when applied). */
function decider(req: PriceChangeRequest): Decide {
  switch (req.kind) {
    case 'rates': {
      const tiers = parseTiers(req.tiers);
      return ({ tables }) => ({ kind: 'tiers', car: requirePricedCar(tables, String(req.car ?? ''), 'car').name, tiers });
    }
    case 'fee': {
      const route = parseRoute(req.from, req.to);
      const fee = parseEuros(req.fee, 'fee');
      return () => ({ kind: 'fee', route, fee });
    }
    case 'service': {
      const key = parseServiceKey(req.key);
      const price = parseEuros(req.price, 'price');
      return () => ({ kind: 'service', key, price });
    }
    case 'insurance': {
      const type = parseInsuranceType(req.type);
      const price = parseEuros(req.price, 'price');
      return () => ({ kind: 'insurance', type, price });
    }
    case 'season-add':
      return ({ tables }) => ({ kind: 'season-add', season: parseSeason(req.season, tables) });
    case 'season-remove':
      return ({ tables }) => {
        const wanted = String(req.name ?? '').trim().toLowerCase();
        const season = tables.seasons.find((s) => s.name.toLowerCase() === wanted);
        if (!season) {
          const known = tables.seasons.map((s) => `"${s.name}"`).join(', ') || 'none';
          throw new ValidationError([{ field: 'name', type: 'invalid', message: `no season named "${String(req.name ?? '')}" (seasons: ${known})` }]);
        }
        return { kind: 'season-remove', name: season.name };
      };
  }
}

/** The tables with a change made (in memory). */
function withChange(t: PriceTables, c: CatalogueChange): PriceTables {
  switch (c.kind) {
    case 'tiers':
      return { ...t, cars: t.cars.map((car) => (car.name === c.car ? { ...car, tiers: c.tiers } : car)) };
    case 'fee':
      return { ...t, deliveryFees: { ...t.deliveryFees, [c.route]: c.fee } };
    case 'service':
      return { ...t, services: { ...t.services, [c.key]: { ...t.services[c.key], price: c.price } } };
    case 'insurance':
      return { ...t, insurance: { ...t.insurance, [c.type]: c.price } };
    case 'season-add':
      return { ...t, seasons: [...t.seasons, c.season] };
    case 'season-remove':
      return { ...t, seasons: t.seasons.filter((s) => s.name !== c.name) };
    default:
      return t;
  }
}

const SAMPLE_CAR = 'Toyota FJ Cruiser';

/** A 7-day rental that the change touches, priced with both tables (the booking total; minimum insurance, or the insurance changed). */
function previewOf(c: CatalogueChange, before: PriceTables, after: PriceTables, today: string): PricePreview {
  let car = SAMPLE_CAR;
  let pickupDate = addDays(today, 30);
  let route: [Location, Location] = ['tbilisi', 'tbilisi'];
  let days = 7;
  const services: Partial<Record<ServiceKey, boolean>> = {};
  let insuranceType: string = 'minimum';
  let summary = '';
  const list = (tiers: readonly number[] | undefined) => (tiers ? tiers.join(', ') : '—');
  switch (c.kind) {
    case 'tiers':
      car = c.car;
      summary = `${c.car}: ${list(before.cars.find((x) => x.name === c.car)?.tiers)} → ${list(c.tiers)} EUR a day`;
      break;
    case 'fee':
      route = c.route.split('|') as [Location, Location];
      summary = `delivery ${route.join(' ↔ ')}: €${before.deliveryFees[c.route] ?? 0} → €${c.fee}`;
      break;
    case 'service':
      services[c.key] = true;
      summary = `${c.key}: €${before.services[c.key].price} → €${c.price} (${before.services[c.key].unit})`;
      break;
    case 'insurance':
      insuranceType = c.type;
      summary = `${c.type} insurance: €${before.insurance[c.type]} → €${c.price} a day`;
      break;
    case 'season-add':
    case 'season-remove': {
      const season = c.kind === 'season-add' ? c.season : before.seasons.find((s) => s.name === c.name)!;
      car = season.cars?.[0] ?? SAMPLE_CAR;
      pickupDate = season.from > today ? season.from : addDays(today, 1);
      days = Math.max(7, season.minDays ?? 0);
      summary =
        c.kind === 'season-add'
          ? `new season ${season.name}: ${season.from} to ${season.to}, ${season.percent > 0 ? '+' : ''}${season.percent}%${season.minDays ? `, at least ${season.minDays} days` : ''}`
          : `season ${season.name} removed`;
      break;
    }
    default:
      break;
  }
  const price = (tables: PriceTables) => {
    try {
      const b = {
        carType: car,
        pickupLocation: route[0],
        dropoffLocation: route[1],
        pickupDate,
        pickupTime: '10:00',
        returnDate: addDays(pickupDate, days),
        returnTime: '10:00',
        insuranceType,
        ...services,
      };
      return priceBooking(b, tables).total;
    } catch {
      return NaN;
    }
  };
  const extras = Object.keys(services).length ? ` with ${Object.keys(services).join(', ')}` : '';
  const where = route[0] === 'tbilisi' && route[1] === 'tbilisi' ? '' : `, ${route[0]} to ${route[1]}`;
  const cover = insuranceType === 'minimum' ? '' : ` with ${insuranceType} insurance`;
  return { sample: `a ${days}-day ${car} from ${shortDate(pickupDate)}${where}${extras}${cover}`, before: price(before), after: price(after), summary };
}
