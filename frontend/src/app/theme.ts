import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 (#087f5b) keeps white button text above 4.5:1 contrast.
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
});
