/** Absolute paths of the icon modules (lucide-react/dist/esm/icons/*.mjs) the landing imports. */
export function landingIconFiles(): Set<string>;
