/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API; '' (the default) means the same origin as the page. */
  readonly VITE_API_BASE?: string;
  /** API key sent in X-Api-Key; defaults to the contract's DEFAULT_API_KEY. */
  readonly VITE_API_KEY?: string;
  /** Comma-separated extra hosts (host[:port]) that may receive the bearer token. */
  readonly VITE_API_ALLOWED_HOSTS?: string;
  /** Set by the build (vite.config.ts): data kept in local storage by another build is dropped. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
