import type { RouteObject } from 'react-router-dom';

/** SPEC §2 redirects (to / keeping the query string). Owned by the public-site work. */
export const redirectRoutes: RouteObject[] = [];
