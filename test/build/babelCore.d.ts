// @babel/core ships no types (and @types/babel__core is not a dependency): the one call the
// build's tests make, to run build/lingui.ts's Babel plugin on a file named under src/.
declare module '@babel/core' {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null } | null>;
}
