/** Public face of the availability feature: what other features import. */
export { availabilityQuery, carAvailability, useAvailability } from './api/use-availability';
export { soldOutChatMessage } from './sold-out-message';
export { useAvailabilityTexts } from './texts';
