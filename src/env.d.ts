/// <reference types="vite/client" />

// Build-time configuration of the console (Vite env, see README).
interface ImportMetaEnv {
  /** The legacy management server's base URL; default http://<page hostname>:8081. */
  readonly VITE_LEGACY_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
