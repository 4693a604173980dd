import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { CheckAvailabilityService } from '../../../application/availability/check-availability.service.js';
import type { Availability } from '../../../domain/availability/availability.js';
import { AvailabilityQuery } from '../dto/availability.query.js';

const CAR = {
  type: 'object',
  properties: {
    carType: { type: 'string', example: 'Toyota FJ Cruiser' },
    available: { type: 'integer', example: 2, description: 'units free for the whole period (pickup to return plus the turnaround)' },
    total: { type: 'integer', example: 5, description: 'units in service' },
  },
};

@ApiTags('availability')
@Controller('api/availability')
export class AvailabilityController {
  constructor(private readonly checkAvailability: CheckAvailabilityService) {}

  /** How many cars of each of the five fleet cars are free for a rental (docs/product.md §9). */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'The five fleet cars in fleet order, with the free and the total number of units',
    schema: {
      type: 'object',
      properties: {
        pickupDate: { type: 'string', example: '2026-07-01' },
        pickupTime: { type: 'string', example: '09:00' },
        returnDate: { type: 'string', example: '2026-07-08' },
        returnTime: { type: 'string', example: '09:00' },
        cars: { type: 'array', items: CAR },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'Missing or bad dates or times, a pickup in the past, a return not after the pickup, an unknown parameter: {statusCode, message, errors: [{field, type, message}]}' })
  check(@Query() query: AvailabilityQuery): Promise<Availability> {
    return this.checkAvailability.execute({ ...query });
  }
}
