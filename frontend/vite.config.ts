import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { i18nCatalogues } from './vite-plugin-i18n-catalogues';

// The pricing and booking rules are imported from the backend's pure domain module (one source of truth).
export default defineConfig({
  plugins: [react(), i18nCatalogues()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../backend/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
