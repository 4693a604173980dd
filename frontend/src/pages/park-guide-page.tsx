import { ParkGuidePage } from '@/features/content/park-guide';

export { ParkGuidePage };
