import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Table `click_records`: device click-tracking records (docs/product.md §14). */
@Entity({ name: 'click_records' })
@Index('click_records_device_created_idx', ['deviceFingerprint', 'createdAt'])
export class ClickRecordOrmEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'device_fingerprint', type: 'varchar', length: 128 })
  deviceFingerprint!: string;

  @Column({ type: 'text' })
  gclid!: string;

  @Column({ type: 'text', nullable: true })
  domain!: string | null;

  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  referrer!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  @Column({ name: 'screen_resolution', type: 'varchar', length: 32, nullable: true })
  screenResolution!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timezone!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  language!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  platform!: string | null;

  @Column({ name: 'session_id', type: 'varchar', length: 128, nullable: true })
  sessionId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
