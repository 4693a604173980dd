import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Bot-check verify request (SPEC §3): token and action. */
export class RecaptchaVerifyDto {
  @IsString()
  @MaxLength(4096)
  token!: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;
}
