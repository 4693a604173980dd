/**
 * Imported first by main.tsx: the router reads the address when it is created, so a click id that
 * was URL-encoded into the path (`/booking%3Fgclid%3DABC`) is repaired before any route is matched.
 */
import { repairEncodedGclidInLocation } from './gclid-url';

repairEncodedGclidInLocation();
