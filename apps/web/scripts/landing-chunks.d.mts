export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export const LANDING_MODULES: string[];
export function entryKey(manifest: ViteManifest): string | undefined;
export function staticClosure(manifest: ViteManifest, keys: string[], into?: Set<string>): Set<string>;
export function landingKeys(manifest: ViteManifest): Set<string>;
export function landingFiles(manifest: ViteManifest): Set<string>;
export const APP_SHELL_MODULES: string[];
export function appShellFiles(manifest: ViteManifest): string[];
export function appStartFiles(manifest: ViteManifest): string[];
