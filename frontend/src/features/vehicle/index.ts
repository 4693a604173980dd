/** Public face of the vehicle feature: the overlay, which the showcase loads when a car is opened. */
export { VehicleOverlay } from './vehicle-overlay';
/** The Key Features' texts, for the server's plain overlays (features/showcase/car-dialogs.tsx). */
export { vehicleSpecs } from './vehicle-text';
