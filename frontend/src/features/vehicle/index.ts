/** Public face of the vehicle feature: the overlay, which the showcase loads when a car is opened. */
export { VehicleOverlay, type OverlayOpener } from './vehicle-overlay';
/** The Key Features, for the server's plain overlays (features/showcase/car-dialogs.tsx). */
export { KeyFeatureList } from './key-features';
