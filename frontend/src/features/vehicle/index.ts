/** Public face of the vehicle feature: the overlay, which the showcase loads when a car is opened. */
export { VehicleOverlay } from './vehicle-overlay';
