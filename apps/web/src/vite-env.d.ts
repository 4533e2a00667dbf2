/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND_URL?: string;
  readonly VITE_APP_TITLE?: string;
  readonly VITE_LOW_COST_PLUGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
