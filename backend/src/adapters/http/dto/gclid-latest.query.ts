import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class GclidLatestQuery {
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  deviceFingerprint!: string;
}
