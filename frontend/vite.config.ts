import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { i18nCatalogues } from './vite-plugin-i18n-catalogues';
import { serverAssets } from './vite-plugin-server-assets';

// The pricing and booking rules are imported from the backend's pure domain module (one source of truth).
// The client build also writes what the server inlines into rendered pages: the boot script and the
// stylesheet's critical-CSS plan (vite-plugin-server-assets.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), i18nCatalogues(), ...(isSsrBuild ? [] : [serverAssets()])],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../backend/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The client build writes .vite/manifest.json: the server reads it to link each page's CSS and chunks.
  // The server build (dist/server, `vite build --ssr src/entry-server.tsx`) needs neither, and is one
  // file: the backend loads a rebuilt bundle afresh, which chunks importing the entry would defeat.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // One stylesheet for the whole site (about 20 kB gzip): a rendered page inlines the rules its HTML
    // can match (beasties, backend site/critical-css.ts), so nothing blocks the first paint; the boot script
    // loads the whole file before the app's scripts, so client-side navigation never waits for CSS.
    cssCodeSplit: false,
    rollupOptions: isSsrBuild ? { output: { codeSplitting: false } } : undefined,
  },
}));
