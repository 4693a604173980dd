import { Outlet } from 'react-router-dom';

/** Shared shell for every route (per-route headers and footers live in the pages). */
export function RootLayout() {
  return <Outlet />;
}
