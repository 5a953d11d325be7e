export const HEADLESS_SHELL: string;
export function machineChromium(options?: { browser?: boolean }): string | null;
export function findChromium(options?: { browser?: boolean }): Promise<string | null>;
export const HOW_TO_GET_CHROMIUM: string;
export const CHROMIUM_ARGS: string[];
