/// <reference types="vite/client" />

// Build-time configuration of the console (Vite env): none. What depends on the deployment, such
// as the legacy management server's address, comes from the backend (GET /bff/config).
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
