import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves dist/ on the same origin, so the app needs no CORS and no base URL.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:4000', '/graphql': { target: 'http://127.0.0.1:4000', ws: true } },
  },
});
