import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Table `visits`: one row per page request (IP, time, paid-ads flag). */
@Entity({ name: 'visits' })
export class VisitOrmEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'ip_address', type: 'varchar', length: 64 })
  ipAddress!: string;

  @Index('visits_visited_at_idx')
  @Column({ name: 'visited_at', type: 'timestamptz' })
  visitedAt!: Date;

  @Column({ name: 'is_google_ads_traffic', type: 'boolean' })
  isGoogleAdsTraffic!: boolean;
}
