import type { BookingPrice } from '@rentals/backend/domain/booking/total.js';

/**
 * The fields of the application's BookingView (docs/contracts.md) that the human output uses.
 * `--json` prints the service's view unchanged.
 */
export type BookingViewLike = {
  id: string;
  reference: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  statusReason: string | null;
  customerName: string;
  driverAge: string | number;
  groupSize: string | number;
  customerEmail: string;
  customerPhone: string;
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  carType: string;
  insuranceType: string;
  prepaidFuel: boolean;
  roadAssistance: boolean;
  babySeat: boolean;
  crossBorderArmenia: boolean;
  carRoofTent: boolean;
  campingEquipment: boolean;
  prepaidCarWash: boolean;
  totalPrice: number;
  gclid?: string | null;
  days: number;
  currency: string;
  breakdown: BookingPrice;
  botScore?: number | null;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  expiresAt: string | null;
};
