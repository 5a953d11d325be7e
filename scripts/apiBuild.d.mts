export const API_BUILD_PORT: number;
export const API_BUILD_ORIGIN: string;
export function apiBuild(out: string): string;
export function buildForApi(out: string, extraEnv?: Record<string, string>): string;
