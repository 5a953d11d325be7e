/**
 * What demo mode tells the UI about itself (the demo accounts and a reset). main.tsx fills it in
 * after starting the embedded API, so no feature ever imports the demo code and a build against
 * a real API carries none of it.
 */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  role: string;
  description: string;
}

export interface DemoInfo {
  accounts: readonly DemoAccount[];
  reset: () => void;
}

let info: DemoInfo | null = null;

export function setDemoInfo(next: DemoInfo): void {
  info = next;
}

export function getDemoInfo(): DemoInfo | null {
  return info;
}
