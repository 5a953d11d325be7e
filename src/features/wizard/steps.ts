import { paths } from '@/config/paths';

/** The setup wizard's five steps, in order (spec section 1). */
export const WIZARD_STEPS = [
  'Profile Information',
  'Fleet Information',
  'Add Metros',
  'Bid for Placement',
  'Payment',
] as const;

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Which step a path is (1-5), or null off the wizard. */
export function wizardStepOf(pathname: string): WizardStep | null {
  const index = paths.subscriberInit.findIndex((path) => path === pathname.replace(/\/$/, ''));
  return index === -1 ? null : ((index + 1) as WizardStep);
}
