import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { metadataHandlers } from './metadata';
import { newsletterHandlers } from './newsletter';
import { photoHandlers } from './photos';
import { upgradeHandlers } from './upgrade';

/** Every demo handler; each issue adds its domain's file here. */
export const handlers = [
  ...authHandlers,
  ...upgradeHandlers,
  ...newsletterHandlers,
  ...contentHandlers,
  ...metadataHandlers,
  ...photoHandlers,
];
