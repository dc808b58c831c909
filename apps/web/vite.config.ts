import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API lives on the Fastify server (apps/server). In development the SPA runs on 5173 and proxies
// /api so cookies stay same-origin; in production the server serves apps/web/dist itself.
const apiProxy = {
  '/api': { target: 'http://localhost:3000' },
  '/sendemail': { target: 'http://localhost:3000' },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
});
