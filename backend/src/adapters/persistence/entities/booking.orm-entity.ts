import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BookingPrice } from '../../../domain/booking/total.js';

/** Table `bookings` (see migrations/ for the DDL, which is the source of truth). */
@Entity({ name: 'bookings' })
@Index('bookings_status_created_idx', ['status', 'createdAt'])
export class BookingOrmEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index('bookings_reference_key', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  reference!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ name: 'status_reason', type: 'varchar', length: 16, nullable: true })
  statusReason!: string | null;

  @Column({ name: 'customer_name', type: 'text' })
  customerName!: string;

  @Column({ name: 'driver_age', type: 'smallint' })
  driverAge!: number;

  @Column({ name: 'group_size', type: 'smallint' })
  groupSize!: number;

  @Column({ name: 'customer_email', type: 'text' })
  customerEmail!: string;

  @Column({ name: 'customer_phone', type: 'text' })
  customerPhone!: string;

  @Column({ name: 'pickup_location', type: 'varchar', length: 16 })
  pickupLocation!: string;

  @Column({ name: 'dropoff_location', type: 'varchar', length: 16 })
  dropoffLocation!: string;

  @Column({ name: 'pickup_date', type: 'date' })
  pickupDate!: string;

  @Column({ name: 'pickup_time', type: 'time' })
  pickupTime!: string;

  @Column({ name: 'return_date', type: 'date' })
  returnDate!: string;

  @Column({ name: 'return_time', type: 'time' })
  returnTime!: string;

  @Column({ name: 'car_type', type: 'text' })
  carType!: string;

  @Column({ name: 'insurance_type', type: 'varchar', length: 16 })
  insuranceType!: string;

  @Column({ name: 'prepaid_fuel', type: 'boolean' })
  prepaidFuel!: boolean;

  @Column({ name: 'road_assistance', type: 'boolean' })
  roadAssistance!: boolean;

  @Column({ name: 'baby_seat', type: 'boolean' })
  babySeat!: boolean;

  @Column({ name: 'cross_border_armenia', type: 'boolean' })
  crossBorderArmenia!: boolean;

  @Column({ name: 'car_roof_tent', type: 'boolean' })
  carRoofTent!: boolean;

  @Column({ name: 'camping_equipment', type: 'boolean' })
  campingEquipment!: boolean;

  @Column({ name: 'prepaid_car_wash', type: 'boolean' })
  prepaidCarWash!: boolean;

  @Column({ type: 'integer' })
  days!: number;

  @Column({ name: 'daily_rate', type: 'integer' })
  dailyRate!: number;

  /** Whole euros, computed by the server. */
  @Column({ name: 'total_price', type: 'integer' })
  totalPrice!: number;

  @Column({ type: 'jsonb' })
  breakdown!: BookingPrice;

  /** numeric(3,2); pg returns numeric as a string. */
  @Column({ name: 'bot_score', type: 'numeric', precision: 3, scale: 2, nullable: true })
  botScore!: string | null;

  @Column({ type: 'text', nullable: true })
  gclid!: string | null;

  /** en, ru, he or ar (CHECK constraint bookings_locale_check). */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale!: string;

  @Index('bookings_idempotency_key_key', { unique: true })
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  /** SHA-256 (hex) of the request the idempotency key first came with (docs/api.md). */
  @Column({ name: 'idempotency_hash', type: 'varchar', length: 64, nullable: true })
  idempotencyHash!: string | null;

  @Column({ name: 'client_total_price', type: 'text', nullable: true })
  clientTotalPrice!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /** Made while e-mail was configured: holds its car for HOLD_UNVERIFIED_MINUTES unless kept. */
  @Column({ name: 'verification_required', type: 'boolean', default: false })
  verificationRequired!: boolean;

  /** When the customer kept it ("Keep my car") or staff confirmed it. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  /** The client address as PENDING_PER_IP counts it (IPv4, or an IPv6 /64). */
  @Column({ name: 'client_key', type: 'varchar', length: 64, nullable: true })
  clientKey!: string | null;
}
