import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Bot-check verify request (docs/api.md): token and action. */
export class RecaptchaVerifyDto {
  @ApiProperty({ description: 'The token grecaptcha.execute produced' })
  @IsString()
  @MaxLength(4096)
  token!: string;

  @ApiPropertyOptional({ example: 'booking_submission', default: 'submit' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;
}
