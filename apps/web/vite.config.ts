import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress-plugin';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 800 },
});
