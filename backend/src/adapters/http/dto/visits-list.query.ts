import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_VISITS_LIMIT } from '../../../application/visits/list-visits.service.js';

export class VisitsListQuery {
  @ApiPropertyOptional({ default: 500, minimum: 1, maximum: MAX_VISITS_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_VISITS_LIMIT)
  limit?: number;
}
