import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class GclidLatestQuery {
  @ApiProperty({ example: '9f86d081884c7d65' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  deviceFingerprint!: string;
}
